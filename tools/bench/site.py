"""The benchmarks' part of the site: python3 tools/bench/site.py PICTURES_DIR

Draws the time-against-n figure (for the landing page) and writes the Measurements page with
its figures and tables, all from the latest benchmark JSON (a fresh run in build/bench if
there is one, else the reference run checked in at tools/bench/book-run.json).
"""

import subprocess
import sys
from pathlib import Path

tools = Path(__file__).resolve().parent
folder = sys.argv[1]
for command in ([sys.executable, str(tools / "figure.py"), folder],
                [sys.executable, str(tools / "measurements.py"), "--out", folder,
                 "--images", "pictures/"]):
    subprocess.run(command, check=True)

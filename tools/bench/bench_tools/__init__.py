"""The benchmark tools: what the book makes of the JSON that queens_bench writes.

    tools/bench/bench-tools SUBCOMMAND …

run.py reads a run; tables.py writes the chapters' tables and inline figures from it, page.py
the Measurements page with figures.py's figures, and rerun.py times a run's slow cases again.
cli.py is the command line; tools/bench/README.md the manual.
"""

#!/bin/sh
# tools/pictures/update.sh BUILD_DIR: builds queens_pictures in BUILD_DIR (configured with
# QUEENS_BUILD_DOCS on, as the ci and docs presets are) and rewrites the pictures committed in
# chapters/NN-name/pictures/ (draw.py update; docs/README.md, "How the pictures are kept").
set -eu
if [ "$#" -ne 1 ]; then
    echo "usage: tools/pictures/update.sh BUILD_DIR" >&2
    exit 2
fi
if [ ! -f "$1/docs/book.json" ]; then
    echo "update.sh: $1 is not a build folder configured with QUEENS_BUILD_DOCS=ON (no docs/book.json)" >&2
    exit 2
fi
cmake --build "$1" --target queens_pictures
exec /usr/bin/python3 "$(dirname "$0")/draw.py" update "$1/docs/book.json"

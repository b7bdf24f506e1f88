#!/usr/bin/env bash
# Installs everything the book needs on Debian 12, from Debian's own packages: nothing is
# downloaded from anywhere else. Safe to run again: it installs only what is missing.
set -euo pipefail

packages=(
  g++ cmake ninja-build                       # the compiler and the build
  libgtest-dev libgmock-dev libbenchmark-dev  # GoogleTest, Google Benchmark
  nlohmann-json3-dev                          # JSON, for the benchmarks, the pictures, the panels
  openmpi-bin libopenmpi-dev iproute2         # MPI for chapter 14, and namespaces to test it
  doxygen graphviz                            # the API reference and the figures
  python3-sphinx python3-myst-parser python3-breathe furo python3-sphinx-copybutton
  python3-matplotlib                          # the plot of the measurements
  chromium chromium-driver python3-selenium   # the book site, tested in a real browser
  emscripten                                  # the chapters' panels, in WebAssembly
  epubcheck                                   # the book as an EPUB, checked
  noweb                                       # notangle, to check the tangler against it
  clang libclang-rt-14-dev                    # libFuzzer, for the tangler's fuzz test
  clang-format                                # the formatting gate
)

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "ok installed"; then
    missing+=("$package")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: every package is installed already"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
echo "setup: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"

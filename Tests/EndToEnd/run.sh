#!/bin/sh
# The end-to-end suite: `make e2e` calls  RECIPES_BIN=.build/debug/recipes Tests/EndToEnd/run.sh
# Options: --only 1,3 (scenario numbers), --keep (keep temporary users), --bin PATH.
# Debian's own Python: python3-pyatspi is only installed for /usr/bin/python3.
export PYTHONDONTWRITEBYTECODE=1  # no __pycache__ in the checkout
exec /usr/bin/python3 "$(dirname "$0")/e2e.py" "$@"

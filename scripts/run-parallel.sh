#!/usr/bin/env bash
# Runs npm scripts side by side: the first prints as it goes, each other one writes to a log of its own that is
# printed whole once it has ended; fails if any failed. `npm test` uses it twice. First for the checks that need no
# server: the lint, the type check, the unit tests and the build took 3.5 min one after another and 2.9 min together
# on this machine kind's two cores. Then for the browser and server suites: the browser suite leaves about a third of
# the two cores idle (it waits on the page, the server and the hosts), and the server suite, at a lower priority
# (nice) so that the browser's steps keep their pace, fills that time instead of running 9 minutes after it.
set -uo pipefail
logs=$(mktemp -d)
declare -A pids=()
first=$1
for script in "$@"; do
  if [ "$script" = "$first" ]; then
    npm run --silent "$script" &
  else
    npm run --silent "$script" >"$logs/$script.log" 2>&1 &
  fi
  pids[$script]=$!
done
failed=()
for script in "$@"; do
  if wait "${pids[$script]}"; then status=passed; else status=FAILED; failed+=("$script"); fi
  echo "──── npm run $script: $status ────"
  [ "$script" = "$first" ] || cat "$logs/$script.log"
done
rm -rf "$logs"
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed: ${failed[*]}"
  exit 1
fi

#!/usr/bin/env bash
# Start-up smoke test: the bundled server starts on a fresh embedded database, migrates, seeds,
# and answers the API and the SPA; then it shuts down gracefully on SIGTERM.
set -euo pipefail
PORT=${SMOKE_PORT:-3199}
DATA=$(mktemp -d)
PORT=$PORT DATA_DIR="$DATA" HOST=127.0.0.1 DATABASE_URL= node apps/server/dist/main.js > "$DATA/server.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:$PORT/api/v1/pujas/all" -o "$DATA/pujas.json" 2>/dev/null && break
  sleep 0.5
done
grep -q '"success":true' "$DATA/pujas.json" || { echo "smoke: API did not answer"; cat "$DATA/server.log"; exit 1; }
# To a file first: a rendered page is larger than a pipe's buffer, and grep -q stops reading at
# the first match (curl then fails writing, and pipefail fails the step).
curl -fsS "http://127.0.0.1:$PORT/pujas" -o "$DATA/pujas.html" && grep -q '<div id="root">' "$DATA/pujas.html" || { echo "smoke: SPA not served"; exit 1; }
curl -fsS "http://127.0.0.1:$PORT/readyz" | grep -q '"status":"ready"' || { echo "smoke: /readyz is not ready"; exit 1; }
code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/api/v1/nope")
[ "$code" = 404 ] || { echo "smoke: unknown API path answered $code"; exit 1; }
kill -TERM $PID
wait $PID || { echo "smoke: server did not shut down cleanly"; cat "$DATA/server.log"; exit 1; }
trap - EXIT
echo "smoke: ok (node $(node --version))"

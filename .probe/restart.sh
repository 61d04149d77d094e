#!/bin/bash
# restart servers: 3900 on dist, 3901 on /tmp/dist-dev
cd /work/main
for p in "$@"; do fuser -k $p/tcp >/dev/null 2>&1; done
sleep 1
for p in "$@"; do
  if [ $p = 3900 ]; then (PORT=3900 DATA_DIR=memory:// npx tsx server/main.ts > /tmp/srv.log 2>&1 &); fi
  if [ $p = 3901 ]; then (PORT=3901 DATA_DIR=memory:// DIST_DIR=/tmp/dist-dev npx tsx server/main.ts > /tmp/srv-dev.log 2>&1 &); fi
done
for p in "$@"; do until curl -s -o /dev/null localhost:$p/wps/system/startup 2>/dev/null; do sleep 0.5; done; done

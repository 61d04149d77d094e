#!/bin/bash
# rebuild ssr and render paths through the running server on 3900
cd /work/main
npx vite build --config vite.server.config.ts --mode ${MODE:-production} > /tmp/ssr-build.log 2>&1 || { tail -20 /tmp/ssr-build.log; exit 1; }
: > /tmp/srv.log.mark; cp /tmp/srv.log /tmp/srv.before
for p in "$@"; do
  t=$(curl -s -o /tmp/page.html -D - "http://localhost:3900$p" -H 'Accept-Language: en' -H 'Sec-Fetch-Dest: document' | grep -i "server-timing" | tr -d '\r')
  n=$(grep -o '<div id="root".*' /tmp/page.html | wc -c)
  echo "$p  $t  rootchars=$n"
done
diff /tmp/srv.before /tmp/srv.log | grep -A6 "failed" | head -60

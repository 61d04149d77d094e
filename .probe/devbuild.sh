#!/bin/bash
cd /work/main
NODE_ENV=development npx vite build --mode development --outDir /tmp/dist-dev --emptyOutDir > /tmp/devbuild.log 2>&1 && npx vite build --config vite.server.config.ts --mode development --outDir /tmp/dist-dev/ssr >> /tmp/devbuild.log 2>&1 || { tail -30 /tmp/devbuild.log; exit 1; }

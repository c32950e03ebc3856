#!/usr/bin/env bash
# Builds ant-design-pro's production bundle (the peer of bench/waterfall.md) in $ADP_DIR.
# Source: github.com/ant-design/ant-design-pro (a bare mirror at $ADP_GIT, else a shallow clone).
# Only what the build needs is installed: lint/test/commit tooling is dropped from devDependencies.
# Serve it with mocks (its login and table list): cd $ADP_DIR && npx max preview --port 4187
set -euo pipefail
ADP_DIR=${ADP_DIR:-/tmp/adp}
ADP_GIT=${ADP_GIT:-/work/.mirror/ant-design+ant-design-pro/repo}
mkdir -p "$ADP_DIR"
if [ ! -f "$ADP_DIR/package.json" ]; then
  if [ -d "$ADP_GIT" ]; then git --git-dir="$ADP_GIT" archive HEAD | tar -x -C "$ADP_DIR"
  else git clone --depth 1 https://github.com/ant-design/ant-design-pro "$ADP_DIR"; fi
fi
cd "$ADP_DIR"
node -e '
const fs = require("fs");
const p = JSON.parse(fs.readFileSync("package.json", "utf8"));
const drop = /^(@biomejs|@commitlint|@testing-library|@vitest|vitest|husky|lint-staged|happy-dom|jsdom|react-doctor|gh-pages|swagger-ui-dist|@ant-design\/cli|@types\/)/;
for (const k of Object.keys(p.devDependencies)) if (drop.test(k)) delete p.devDependencies[k];
delete p.scripts.prepare;
fs.writeFileSync("package.json", JSON.stringify(p, null, 2));
'
# production builds call its demo API on the internet: the bench serves its mock on the same origin
sed -i "s#baseURL: isDev ? '' : 'https://pro-api.ant-design-demo.workers.dev'#baseURL: ''#" src/app.tsx
grep -q "baseURL: ''" src/app.tsx
[ -d node_modules/@umijs/max ] || npm install --ignore-scripts --no-audit --no-fund --legacy-peer-deps
npx max setup
npx max build

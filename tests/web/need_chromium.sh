#!/bin/sh
# The browser tests drive the system's Chromium (Playwright's own browser
# download is not available here). Exit 0 when it is there, installing it from
# Debian's packages when we may; otherwise say so in one line and exit 1.
CHROMIUM=/usr/bin/chromium
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test-web: installing Chromium from the system's packages (apt-get install chromium)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
[ -x "$CHROMIUM" ] && exit 0
echo "test-web: skipped: no Chromium at $CHROMIUM, and it cannot be installed here (needs root and apt-get install chromium)."
exit 1

#!/bin/sh
# The browser tests run on Debian's Chromium (Playwright cannot download its own browser here).
# Installs it when it is missing; does nothing otherwise.
set -e
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium

#!/bin/sh
# The e2e server: a brand-new database (migrations, catalogue, demo accounts),
# then the built app. Run by playwright.config.ts.
set -e
rm -f tests/.tmp/e2e.db tests/.tmp/e2e.db-wal tests/.tmp/e2e.db-shm
node --import tsx scripts/db-setup.ts --demo
exec node --import tsx server.ts

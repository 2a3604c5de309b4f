#!/bin/sh
# The e2e server: a brand-new database (migrations, catalogue, demo accounts),
# then the built app. Run by playwright.config.ts; on PostgreSQL under
# `npm run test:pg` (DATABASE_URL=postgresql://…).
set -e
case "$DATABASE_URL" in
  postgres*) node --import tsx scripts/pg/recreate-database.ts ;;
  *) rm -f tests/.tmp/e2e.db tests/.tmp/e2e.db-wal tests/.tmp/e2e.db-shm ;;
esac
node --import tsx scripts/db-setup.ts --demo --without-sheets
exec node --import tsx server.ts

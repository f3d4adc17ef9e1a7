#!/usr/bin/env bash
# Puts a backup made by backup.sh back: the database at DATABASE_URL and the photos into
# MEDIA_DIR. Stop the site first (systemctl stop 'makazi@*'), or point both at a fresh
# database and folder to try a restore while the site runs:
#   DATABASE_URL=file:/tmp/restored/makazi.sqlite MEDIA_DIR=/tmp/restored/media \
#     deploy/restore.sh /var/backups/makazi/20261126T000000Z
# The site brings an older backup's schema up to date when it starts.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -d "$1/media" ]; then
  echo "Usage: deploy/restore.sh BACKUP_FOLDER (one of the folders backup.sh made)" >&2
  exit 2
fi
backup="$(cd "$1" && pwd)"
app_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$app_dir"
database_url="${DATABASE_URL:-file:./data/makazi.sqlite}"
media_dir="${MEDIA_DIR:-./data/media}"

case "$database_url" in
  postgres://* | postgresql://*)
    if [ ! -f "$backup/makazi.dump" ]; then
      echo "$backup holds a SQLite backup; DATABASE_URL is a PostgreSQL database" >&2
      exit 1
    fi
    pg_restore --clean --if-exists --no-owner --exit-on-error --dbname="$database_url" "$backup/makazi.dump"
    ;;
  *)
    if [ ! -f "$backup/makazi.sqlite" ]; then
      echo "$backup holds a PostgreSQL backup; DATABASE_URL is a SQLite file" >&2
      exit 1
    fi
    PATH="$app_dir/node_modules/.bin:$PATH" tsx scripts/db.ts restore "$backup/makazi.sqlite" \
      --database "$database_url"
    ;;
esac
mkdir -p "$media_dir"
cp -a "$backup/media/." "$media_dir/"
echo "Restored $backup."

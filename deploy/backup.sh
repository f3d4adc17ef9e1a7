#!/usr/bin/env bash
# Backs up the site: the database as of one moment (SQLite's online backup, or pg_dump on
# PostgreSQL) and then the media folder, into BACKUP_DIR/<UTC time>/, and keeps the last
# BACKUP_KEEP. The site keeps running. makazi-backup.timer runs it every night; by hand:
#   DATABASE_URL=file:./data/makazi.sqlite BACKUP_DIR=./backups deploy/backup.sh
# A backup folder is complete once it has its final name (an unfinished one ends .partial).
set -euo pipefail

app_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$app_dir"
database_url="${DATABASE_URL:-file:./data/makazi.sqlite}"
media_dir="${MEDIA_DIR:-./data/media}"
backup_dir="${BACKUP_DIR:-./backups}"
keep="${BACKUP_KEEP:-14}"
if ! [[ "$keep" =~ ^[1-9][0-9]*$ ]]; then
  echo "BACKUP_KEEP must be a whole number of backups to keep, 1 or more (it is \"$keep\")" >&2
  exit 2
fi

mkdir -p "$backup_dir"
target="$backup_dir/$(date -u +%Y%m%dT%H%M%SZ)"
partial="$target.partial"
rm -rf "$partial"
mkdir -m 700 "$partial"
# A backup that fails leaves nothing half-made behind.
trap 'rm -rf "$partial"' EXIT

started=$SECONDS
case "$database_url" in
  postgres://* | postgresql://*)
    pg_dump --format=custom --file="$partial/makazi.dump" "$database_url"
    ;;
  *)
    # Node.js 24 from the project's node_modules (docs/decisions/002).
    PATH="$app_dir/node_modules/.bin:$PATH" tsx scripts/db.ts backup "$partial/makazi.sqlite" \
      --database "$database_url"
    ;;
esac

# After the database: every photo it names was stored before it, and photo files are never
# changed once written, so hard links (where the backup is on the same disk) are as good as
# copies and cost no space.
if [ -d "$media_dir" ]; then
  cp -a --link "$media_dir" "$partial/media" 2>/dev/null || {
    rm -rf "${partial:?}/media"
    cp -a "$media_dir" "$partial/media"
  }
else
  mkdir "$partial/media"
fi
mv "$partial" "$target"

find "$backup_dir" -mindepth 1 -maxdepth 1 -type d -name '2*Z' | sort | head -n "-$keep" | xargs -r rm -rf
echo "Backed up to $target ($(du -sh "$target" | cut -f1), $((SECONDS - started)) s); keeping the last $keep."

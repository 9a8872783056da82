import type { Knex } from 'knex';

/**
 * Uploaded images (profile pictures today; company, location and room pictures reuse them), stored in the
 * database so that they survive a restart and a move of the API, and work the same on PGlite and
 * PostgreSQL (docs/decisions/019):
 * - `hash`: the SHA-256 (hex) of `bytes`, the key and the URL (`/api/image/{hash}.{jpg|png}`): the same
 *   picture uploaded twice is one row, and a URL never changes what it shows;
 * - `mime_type`: what the bytes are (the API re-encodes every upload as the JPEG or PNG it was);
 * - `bytes`: the re-encoded picture (metadata stripped, at most 1024 px a side), so a row is small;
 * - `size`: the length of `bytes`, for answers and housekeeping without reading them.
 * A record points at its image by the URL text in its `image` column (`users.image`, …).
 */
const up_statements = [
  `create table images (
    hash text primary key constraint images_hash_format check (hash ~ '^[0-9a-f]{64}$'),
    mime_type text not null constraint images_mime_type_check check (mime_type in ('image/jpeg', 'image/png')),
    bytes bytea not null,
    size integer not null,
    created_at timestamptz not null default now(),
    constraint images_size_check check (size = octet_length(bytes))
  )`,
];

export async function up(knex: Knex): Promise<void> {
  for (const sql of up_statements) await knex.raw(sql);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table if exists images');
}

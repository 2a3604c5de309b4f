// Sizes of the large tables without counting them: the RowCount table, kept
// by triggers in the same transaction as every insert and delete (migration
// read_path_indexes; decision 073). To count another table, add its triggers
// and its row in a migration and its name here.
import { readRow } from "~/db/reads.server";

export type CountedTable =
  | "User"
  | "Song"
  | "Section"
  | "CommunityPlaylist"
  | "CommunityPlaylistSong"
  | "CommunityPlaylistLike"
  | "CommunityPlaylistView"
  | "PlayHistory";

export async function countRows(table: CountedTable): Promise<number> {
  const row = await readRow<{ rows: number }>(`SELECT "rows" FROM "RowCount" WHERE "tableName" = ?`, [table]);
  if (!row) throw new Error(`RowCount has no row for ${table}: is the migration applied?`);
  return row.rows;
}

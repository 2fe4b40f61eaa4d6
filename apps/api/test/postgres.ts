// The PostgreSQL server named by TEST_DATABASE_URL ('api-pg' project): one statement on its admin
// connection (CREATE and DROP DATABASE), and the URL of one of its databases.
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

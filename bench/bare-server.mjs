// The bare server the benchmark compares with (docs/design.md §8, issue 9): Fastify and better-sqlite3 and
// nothing else — no sign-in, no validation, no logging, no sanitizing, no audit. It answers the
// benchmarked news calls on a copy of the same database with the same JSON, so the ratio
// "project ÷ bare" is what the product's checks cost on top of the work itself.
//
// `node bench/bare-server.mjs` with PORT and DB_FILE in the environment; prints nothing.
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const sqlite = new Database(process.env.DB_FILE);
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = NORMAL');

// The same SQL the project runs, so the ratio measures everything but the queries: totals from the
// trigger-kept `row_counts` table (a count(*) of 100,000 rows would make the bare server the slow
// one), and a page finds its ids on the index before reading its rows.
const WEBSITE = 1;
const firstAll = sqlite.prepare('select * from news where website_id = ? order by id desc limit ? offset ?');
const firstByStatus = sqlite.prepare(
  'select * from news where website_id = ? and status = ? order by id desc limit ? offset ?',
);
const rowsAll = sqlite.prepare(
  `select * from news where id in (select id from news where website_id = ? order by id desc limit ? offset ?)
   order by id desc`,
);
const rowsByStatus = sqlite.prepare(
  `select * from news where id in (select id from news where website_id = ? and status = ? order by id desc
   limit ? offset ?) order by id desc`,
);
const countOf = sqlite.prepare(
  `select count as total from row_counts where website_id = ? and entity = 'news' and bucket = ?`,
);
const byId = sqlite.prepare('select * from news where website_id = ? and id = ?');
const insert = sqlite.prepare(
  `insert into news (website_id, title, summary, content, creator_name, img_url, status, show_on_home_page,
     published_at, created_at, updated_at, created_by, updated_by)
   values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, null, null) returning *`,
);
const categoriesOf = (ids) =>
  sqlite
    .prepare(
      `select l.news_id, c.id, c.name from news_category_links l join news_categories c on c.id = l.category_id
       where l.news_id in (${ids.map(() => '?').join(',')}) order by lower(c.name), c.id`,
    )
    .all(...ids);

function toNews(row, categories) {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    content: row.content,
    creator_name: row.creator_name,
    author: row.creator_name || 'System',
    imgUrl: row.img_url,
    status: row.status,
    showOnHomePage: Boolean(row.show_on_home_page),
    created_date: row.created_at,
    updated_date: row.updated_at,
    publishedDate: row.published_at,
    categories,
  };
}

function withCategories(rows) {
  if (rows.length === 0) return [];
  const byNews = new Map();
  for (const link of categoriesOf(rows.map((row) => row.id))) {
    if (!byNews.has(link.news_id)) byNews.set(link.news_id, []);
    byNews.get(link.news_id).push({ id: link.id, name: link.name });
  }
  return rows.map((row) => toNews(row, byNews.get(row.id) ?? []));
}

const app = Fastify({ logger: false });

app.get('/nms/cms/nac/news', async (request) => {
  const page = Number(request.query.page ?? 0);
  const size = Number(request.query.size ?? 10);
  const status = request.query.status;
  const offset = page * size;
  const deep = offset >= 1000;
  const rows = status
    ? (deep ? rowsByStatus : firstByStatus).all(WEBSITE, status, size, offset)
    : (deep ? rowsAll : firstAll).all(WEBSITE, size, offset);
  const total = countOf.get(WEBSITE, status ? `status:${status}` : 'all')?.total ?? 0;
  const totalPages = Math.ceil(total / size);
  return {
    content: withCategories(rows),
    totalElements: total,
    totalPages,
    size,
    number: page,
    first: page === 0,
    last: page >= totalPages - 1,
  };
});

app.get('/nms/cms/nac/news/:id', async (request, reply) => {
  const row = byId.get(WEBSITE, Number(request.params.id));
  if (!row) return reply.code(404).send({ message: 'News not found' });
  return withCategories([row])[0];
});

app.post('/nms/cms/nac/news', async (request, reply) => {
  const body = request.body;
  const at = new Date().toISOString();
  const row = insert.get(
    WEBSITE,
    body.title,
    body.summary ?? '',
    body.content,
    body.creator_name ?? '',
    body.imgUrl ?? null,
    body.status ?? 'DRAFT',
    body.showOnHomePage ? 1 : 0,
    at,
    at,
  );
  return reply.code(201).send(toNews(row, []));
});

// The public site's pages the bench asks for (SITE_PAGES: a JSON file of path → the project's headers
// and its body as it answered it brotli-compressed, gzip-compressed and as it is), served as a good
// static server would: every variant a Buffer made once, chosen by the client's Accept-Encoding the way
// the project chooses (brotli first), with the project's headers (Content-Type, ETag, Vary,
// Cache-Control and the security headers) and a 304 for a matching If-None-Match.
if (process.env.SITE_PAGES) {
  const pages = JSON.parse(readFileSync(process.env.SITE_PAGES, 'utf8'));
  for (const [path, page] of Object.entries(pages)) {
    const variants = {};
    for (const [encoding, body] of Object.entries(page.bodies)) {
      const headers = encoding === 'identity' ? page.headers : { ...page.headers, 'content-encoding': encoding };
      variants[encoding] = { headers, body: Buffer.from(body, 'base64') };
    }
    app.get(path, (request, reply) => {
      if (request.headers['if-none-match'] === page.headers.etag) return reply.code(304).headers(page.headers).send();
      const accepts = request.headers['accept-encoding'] ?? '';
      const variant = variants[/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity'];
      return reply.headers(variant.headers).send(variant.body);
    });
  }
}

app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await app.close();
    sqlite.close();
    process.exit(0);
  });
}

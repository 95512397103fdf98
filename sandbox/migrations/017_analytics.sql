-- Embedded analytics: every workbook link is single-use. Opening one records its nonce here; a
-- second open finds the row and is refused. Rows are kept a while past the link's expiry, then
-- dropped when later links are opened.
CREATE TABLE workbook_link_opens (
  nonce text PRIMARY KEY,
  opened_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX workbook_link_opens_expires_idx ON workbook_link_opens (expires_at);

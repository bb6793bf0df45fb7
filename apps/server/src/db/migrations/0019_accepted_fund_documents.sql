-- Issue 17 (documents an investor must accept): the versions of the fund's documents the
-- investor accepted with the application, {kind: sha256 of the PDF} for every kind of
-- @bp/domain's FUND_DOCUMENT_KINDS (GET /api/funds/{id}/documents). Null for applications from
-- before it was asked, and for a client that does not send it.
ALTER TABLE "investment_applications" ADD COLUMN "accepted_documents" jsonb;

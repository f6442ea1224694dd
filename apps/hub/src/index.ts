/**
 * @atrium/hub — the hub server as a library: build the app from a database, a blob store and
 * settings, then serve it with any fetch-compatible server (the `atrium` command does this).
 */
export { createApp } from "./app.ts";
export type { AppEnv, AppHono, AppVariables } from "./app-env.ts";
export type { AppDeps, SiteHandler } from "./app-deps.ts";
export type { HubConfig } from "./config.ts";
export { createDb } from "./db/create-db.ts";
export type { Db, DbOptions } from "./db/create-db.ts";
export type { DbDialect } from "./db/database.ts";
export { NodeSqliteDialect } from "./db/node-sqlite-dialect.ts";
export { createStorage } from "./storage/create-storage.ts";
export type { BlobStorage, ByteRange } from "./storage/blob-storage.ts";
export { FsBlobStorage } from "./storage/fs-blob-storage.ts";
export { S3BlobStorage } from "./storage/s3-blob-storage.ts";
export { createCommit } from "./commits/create-commit.ts";
export { commit } from "./commits/commit-engine.ts";
export type { CommitInput } from "./commits/commit-engine.ts";
export type { CommitOperation, FileContent } from "./commits/commit-operations.ts";
export { landCommit } from "./commits/land-commit.ts";
export type { CommitAuthor } from "./commits/land-commit.ts";
export { createRepo } from "./commits/create-repo.ts";
export { createBranch, deleteBranch, createTag, deleteTag } from "./commits/refs.ts";
export { readTreeObject, readCommitObject, landPushedCommits } from "./commits/git-store.ts";
export type { CreateCommitInput, CommitResult } from "./commits/create-commit.ts";
export { fileFromBytes, fileFromDisk } from "./commits/commit-file.ts";
export type { CommitFile } from "./commits/commit-file.ts";
export { importFolder } from "./commits/import-folder.ts";
export { DownloadCounter } from "./downloads/download-counter.ts";
export { createHubServer } from "./http/create-server.ts";
export { ApiError, ERROR_CODES } from "./errors.ts";
export type { ErrorCode } from "./errors.ts";
export { openApiDocument } from "./features/openapi/openapi-document.ts";

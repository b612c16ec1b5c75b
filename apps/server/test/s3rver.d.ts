/** The part of s3rver (npm, no types of its own) the S3 storage tests use. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { address: string; port: number; silent: boolean; directory: string });
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
  }
}

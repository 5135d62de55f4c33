import S3rver from 's3rver';

/**
 * Runs s3rver until stopped, for test/s3.ts: `node --openssl-legacy-provider --import tsx s3-server.ts
 * <folder> <bucket>`, answers its port as one JSON line. Its own process because s3rver's ListObjectsV2
 * continuation tokens use DES, which Node's OpenSSL 3 has only with the legacy provider.
 */
const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3-server.ts <folder> <bucket>');
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));

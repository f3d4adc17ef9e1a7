/** Stops the script with a clear message when Node.js is older than `major`. */
export function requireNodeVersion(major: number): void {
  const current = Number(process.versions.node.split(".")[0]);
  if (current >= major) return;
  console.error(
    `This script needs Node.js ${major} or newer; this is ${process.version}. ` +
      "Run it through npm (npm run fill, npm run bench), which uses the Node.js installed by npm install.",
  );
  process.exit(1);
}

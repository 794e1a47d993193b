// `node scripts/sidestep.mjs quality --script FILE.js`: the quality suite with a script as a variant.
export async function qualityCommand() {
  process.stderr.write('error: quality: not built yet\n');
  process.exit(2);
}

// A PDF's text, read back with pdf-parse (v2) the way a person's PDF reader would extract it. pdf-parse loads
// pdf.js's worker with a dynamic import(), which Jest's module sandbox refuses, so the reading runs in a plain
// Node process.
import { execFileSync } from 'node:child_process';

const READ = `
const { PDFParse } = require('pdf-parse');
const chunks = [];
process.stdin.on('data', (c) => chunks.push(c));
process.stdin.on('end', async () => {
  const parser = new PDFParse({ data: Buffer.concat(chunks) });
  const { text } = await parser.getText();
  await parser.destroy();
  process.stdout.write(text);
});
`;

export function pdfText(pdf: Buffer | Uint8Array): string {
  return execFileSync(process.execPath, ['-e', READ], { input: pdf, encoding: 'utf8', cwd: __dirname });
}

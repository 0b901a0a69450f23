// Fails when a tracked file points at a document that is not in the repository (the product
// specification, design, style or stack notes, or the domain research kept outside). Comments and
// docs point at docs/*.md or say the why themselves. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Phrases that name the product's outside documents without a file name.
const OUTSIDE = [/\bspec(ification)?('s)? ?§/i, /\(spec[:)]/i, /\bthe spec('s)?\b/i, /shared\/(reference|DESIGN|STYLE|STACK)/];
// Any other document is named by its file: a `*.md` mention must be a file of the repository.
const MARKDOWN_NAME = /\b[\w.-]+\.md\b/g;
const SKIP = [/^package-lock\.json$/, /\.(gz|png|jpe?g|ico|woff2?|xlsx)$/, /^scripts\/check-doc-references\.mjs$/];

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => f && !SKIP.some((re) => re.test(f)));

const markdownNames = new Set(files.filter((f) => f.endsWith('.md')).map((f) => f.split('/').pop()));
const hits = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  text.split('\n').forEach((line, i) => {
    const unknownDocument = [...line.matchAll(MARKDOWN_NAME)].some(([name]) => !markdownNames.has(name));
    if (unknownDocument || OUTSIDE.some((re) => re.test(line))) {
      hits.push(`${file}:${i + 1}: ${line.trim().slice(0, 160)}`);
    }
  });
}

if (hits.length > 0) {
  console.error(`${hits.length} line(s) point at documents outside the repository; point at docs/*.md or say the why:\n${hits.join('\n')}`);
  process.exit(1);
}

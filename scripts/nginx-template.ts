// `npm run deploy:template [-- <file>]`: writes the nginx template for the build's
// VITE_API_BASE_URL (same-origin when unset) to deploy/nginx.conf.template, or to <file>.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { nginxTemplate } from '../deploy/nginx-template';

const out = process.argv[2] ?? fileURLToPath(new URL('../deploy/nginx.conf.template', import.meta.url));
writeFileSync(out, nginxTemplate(process.env.VITE_API_BASE_URL));
console.log(
  `Wrote ${out} (${process.env.VITE_API_BASE_URL ? `API at ${process.env.VITE_API_BASE_URL}` : 'API on the same origin'}).`,
);

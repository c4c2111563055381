// Demo artworks for a first run (called by seedDemoCatalog through the gateway with a curator
// session): images drawn from SVG with correctly spelled text, uploaded, read by the OCR worker,
// then approved, priced and put on sale, so every gallery has something to show.
import { endpointPath, listArtworks, updateArtwork, uploadArtwork } from '@shop/contracts';
import sharp from 'sharp';

interface DemoArtwork {
  title: string;
  category: string;
  text: string[];
  price: string;
}

const PALETTES = [
  ['#0f2027', '#2c5364', '#f7b733'],
  ['#42275a', '#734b6d', '#f8f4e3'],
  ['#1d2b64', '#f8cdda', '#ffffff'],
  ['#134e5e', '#71b280', '#fdfcdc'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#000428', '#004e92', '#e0eafc'],
];

/** Each work's text is its title, a word a line. */
const inCategory = (category: string, price: string, titles: string[]): DemoArtwork[] =>
  titles.map((title) => ({ title, category, text: title.split(' '), price }));

const DEMO: DemoArtwork[] = [
  ...inCategory('Core Collection', '14.99', ['Golden Horizon', 'Quiet Harbor', 'Morning Light', 'Silent Forest']),
  ...inCategory('Sci-Fi', '14.99', ['Orbital Station', 'Distant Planet', 'Neon Future']),
  ...inCategory('Abstract Art', '14.99', ['Color Study', 'Flowing Shapes']),
  ...inCategory('Algornation', '19.99', ['Civic Council', 'Open Vote']),
  ...inCategory('Miscellaneous', '14.99', ['Small Wonders']),
];

function svgFor(item: DemoArtwork, index: number): string {
  const [from, to, ink] = PALETTES[index % PALETTES.length] ?? PALETTES[0] ?? [];
  const size = 1024;
  const circles = Array.from({ length: 6 }, (_, i) => {
    const x = ((index * 97 + i * 173) % 900) + 60;
    const y = ((index * 61 + i * 211) % 900) + 60;
    return `<circle cx="${x}" cy="${y}" r="${40 + ((i * 37 + index * 13) % 120)}" fill="${ink}" opacity="0.12"/>`;
  }).join('');
  const lines = item.text
    .map(
      (line, i) =>
        `<text x="512" y="${470 + i * 130}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="110" fill="${ink}">${line}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>${circles}${lines}</svg>`;
}

function uploadForm(fields: Record<string, string>, filename: string, content: Buffer): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('artwork', new Blob([new Uint8Array(content)], { type: 'image/png' }), filename);
  return form;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SeededArtwork {
  id: string;
  ocrStatus: string;
  ocrErrors: string[];
}

export async function seedArtworks({
  baseUrl,
  cookie,
  log,
}: {
  baseUrl: string;
  cookie: string;
  log: (message: string) => void;
}) {
  const headers = { cookie };
  const uploaded: (DemoArtwork & { id: string })[] = [];
  for (const [index, item] of DEMO.entries()) {
    const png = await sharp(Buffer.from(svgFor(item, index)))
      .png()
      .toBuffer();
    const filename = `${item.title.toLowerCase().replaceAll(' ', '-')}.png`;
    const response = await fetch(`${baseUrl}${endpointPath(uploadArtwork.path)}`, {
      method: 'POST',
      headers,
      body: uploadForm({ title: item.title, category: item.category }, filename, png),
    });
    if (response.status !== 201) {
      log(`demo artwork "${item.title}" not uploaded: ${response.status} ${await response.text()}`);
      continue;
    }
    uploaded.push({ ...item, id: ((await response.json()) as { id: string }).id });
  }
  log(`demo catalog: ${uploaded.length} artworks uploaded, waiting for OCR…`);

  // OCR runs in the worker; give it a generous while on a slow machine, then approve what is done.
  const deadline = Date.now() + 5 * 60_000;
  let settled: SeededArtwork[] = [];
  while (Date.now() < deadline) {
    const list = (await (
      await fetch(`${baseUrl}${endpointPath(listArtworks.path)}`, { headers })
    ).json()) as SeededArtwork[];
    const ids = new Set(uploaded.map((item) => item.id));
    settled = list.filter(
      (artwork) => ids.has(artwork.id) && (artwork.ocrStatus === 'processed' || artwork.ocrStatus === 'failed'),
    );
    if (settled.length === uploaded.length) break;
    await sleep(1000);
  }
  let approved = 0;
  for (const item of uploaded) {
    const artwork = settled.find((candidate) => candidate.id === item.id);
    if (!artwork) continue;
    if (artwork.ocrErrors.length > 0)
      log(
        `demo artwork "${item.title}" has OCR findings: ${artwork.ocrErrors.join('; ')} (approved anyway: its text is known to be right)`,
      );
    const response = await fetch(`${baseUrl}${endpointPath(updateArtwork.path, { id: item.id })}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'approved', price: item.price, isForSale: true }),
    });
    if (response.ok) approved += 1;
    else log(`demo artwork "${item.title}" not approved: ${response.status} ${await response.text()}`);
  }
  log(`demo catalog: ${approved} of ${DEMO.length} artworks approved and on sale`);
}

/**
 * What the benches that seed through the shop's API do as the curator: sign in, and upload a
 * work and publish it for sale.
 */

/** Signs in as the admin; the session's cookies as `name=value` pairs. */
export async function signInAsAdmin(baseUrl, password) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  return (login.headers.getSetCookie?.() ?? [login.headers.get('set-cookie') ?? '']).map((c) => c.split(';')[0]);
}

/** Uploads a JPEG and publishes it for sale at $14.99; the published artwork. */
export async function uploadForSale(baseUrl, cookie, { title, category, image, filename }) {
  const form = new FormData();
  form.append('title', title);
  form.append('category', category);
  form.append('artwork', new Blob([image], { type: 'image/jpeg' }), filename);
  const upload = await fetch(`${baseUrl}/api/artworks/upload`, { method: 'POST', headers: { cookie }, body: form });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const { id } = await upload.json();
  const patch = await fetch(`${baseUrl}/api/artworks/${id}`, {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ status: 'approved', price: '14.99', isForSale: true }),
  });
  if (!patch.ok) throw new Error(`publish failed: ${patch.status} ${await patch.text()}`);
  return patch.json();
}

// Records the academy's bundled sample lesson (a few seconds of a drawn canvas) as WebM with the
// local Chromium's MediaRecorder, so the repository ships a real video without ffmpeg or a download.
// Usage: node --import tsx scripts/make-sample-video.ts [out.webm]
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const out = process.argv[2] ?? 'apps/server/src/modules/academy/assets/sample-lesson.webm';
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
// A string, not a function: tsx would add helpers the page does not have.
const base64 = (await page.evaluate(`(async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 250_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const done = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  const seconds = 6;
  const start = performance.now();
  recorder.start();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      const hue = (t * 40) % 360;
      ctx.fillStyle = 'hsl(' + hue + ', 55%, 38%)';
      ctx.fillRect(0, 0, 640, 360);
      ctx.fillStyle = 'rgba(255,255,255,0.15)';
      for (let i = 0; i < 6; i++) {
        ctx.beginPath();
        ctx.arc(320 + Math.cos(t + i) * 200, 180 + Math.sin(t * 1.3 + i) * 110, 30 + i * 6, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.fillStyle = '#fff';
      ctx.font = 'bold 40px sans-serif';
      ctx.textAlign = 'center';
      ctx.fillText('Sample lesson', 320, 170);
      ctx.font = '24px sans-serif';
      ctx.fillText(Math.min(seconds, t).toFixed(1) + ' s', 320, 215);
      ctx.fillStyle = '#fff';
      ctx.fillRect(40, 320, (560 * Math.min(t, seconds)) / seconds, 8);
      if (t < seconds) requestAnimationFrame(frame);
      else resolve();
    };
    frame();
  });
  recorder.stop();
  await done;
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
})()`)) as string;
await browser.close();
const bytes = Buffer.from(base64, 'base64');
writeFileSync(out, bytes);
console.log(`${out}: ${bytes.length} bytes`);

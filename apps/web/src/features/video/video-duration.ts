/**
 * The duration of a chosen video file in seconds, read by the browser from its metadata; undefined when
 * the browser cannot read it (an unsupported codec) within a few seconds.
 */
export function readDuration(file: File, timeoutMs = 4000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const done = (seconds?: number) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined);
    };
    const timer = setTimeout(() => done(), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done();
    video.src = url;
  });
}

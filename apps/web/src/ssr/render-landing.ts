// The server's entry (vite build --ssr): the stores read localStorage as their modules load, so the
// stand-in goes first and the app's modules load only after it.
import './server-globals';
import type { LandingAnswer } from '@app/contracts';
import type { LandingView, RenderedLanding } from './landing-markup';

export type { LandingView, RenderedLanding };

export async function renderLanding(view: LandingView, landing: LandingAnswer): Promise<RenderedLanding> {
  const markup = await import('./landing-markup');
  return markup.renderLanding(view, landing);
}

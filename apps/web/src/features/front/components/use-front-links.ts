import { useRouter } from '@tanstack/react-router';
import { FRONT_LINKS, type FrontLink } from './front-links';

/** The front pages this build has (pricing arrives with its own page). */
export function useFrontLinks(): FrontLink[] {
  const router = useRouter();
  const paths = router.routesByPath as unknown as Record<string, unknown>;
  return FRONT_LINKS.filter((link) => link.to in paths);
}

/**
 * The link's path as the router's typed `to`: useFrontLinks keeps only the links whose page the router
 * has, so a path the route tree does not know yet (pricing, before its page lands) never renders.
 */
export const routeOf = (link: FrontLink) => link.to as '/front-pages/help-center';

import ListItemButton from '@mui/material/ListItemButton';
import { createLink } from '@tanstack/react-router';

/**
 * MUI's list item button with the router's typed `to` and `params`. Apart from `router-links.tsx`,
 * whose chunk the sign-in page loads: no page without navigation uses it (docs/decisions/014).
 */
export const RouterListItemButton = createLink(ListItemButton);

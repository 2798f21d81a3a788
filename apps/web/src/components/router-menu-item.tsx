import MenuItem from '@mui/material/MenuItem';
import { createLink } from '@tanstack/react-router';

/** A menu entry that is a link, with the router's typed `to` and `params`. */
export const RouterMenuItem = createLink(MenuItem);

import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

/** MUI's link-looking pieces with the router's typed `to` and `params` (list items: router-list-item-button.tsx). */
export const RouterIconButton = createLink(IconButton);
export const RouterButton = createLink(Button);
export const RouterTextLink = createLink(Link);

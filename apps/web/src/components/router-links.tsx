import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import { createLink } from '@tanstack/react-router';

/** MUI's link-looking pieces with the router's typed `to` and `params`. */
export const RouterIconButton = createLink(IconButton);
export const RouterButton = createLink(Button);
export const RouterTextLink = createLink(Link);
/** A tab that is a link: the selected tab lives in the URL. */
export const RouterTab = createLink(Tab);
export const RouterMenuItem = createLink(MenuItem);

import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import { Sidebar } from './Sidebar';

/** Every logged-in page: the sidebar on the left, the page on the right. */
export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Sidebar />
      <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder root: the back office's shell replaces it (issue 11).
const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode>Back office</StrictMode>);

// Standalone entry (`nx serve mfe-strategy`); inside the shell only remoteEntry.js is loaded.
import('./bootstrap');

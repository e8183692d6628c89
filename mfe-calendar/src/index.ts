// Standalone entry (`nx serve mfe-calendar`); inside the shell only remoteEntry.js is loaded.
import('./bootstrap');

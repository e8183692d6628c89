// Standalone entry (`nx serve mfe-campaigns`); inside the shell only remoteEntry.js is loaded.
import('./bootstrap');

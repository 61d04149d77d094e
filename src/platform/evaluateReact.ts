// React and its DOM evaluated, in a task of their own before the app's (src/main.tsx). A module of
// ours, not the library's: importing the library itself gave the entry the bundler's interop helper,
// one more file before the entry can run.
import 'react-dom/client';

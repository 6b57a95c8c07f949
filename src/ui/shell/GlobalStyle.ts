import { createGlobalStyle } from 'styled-components'
import { RIPPLE_DURATION_MS } from '../../domain/layout'

/**
 * The app's base styles. A person who asked for less motion (prefers-reduced-motion) gets every transition's end
 * state at once: no fades, slides or colour sweeps (decision 0205). Endless animations (spinners) keep turning.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => (theme.skin.dark ? 'dark' : 'light')}; }
  html, body, #root { min-height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: 14px;
    line-height: 1.45;
    color: ${({ theme }) => theme.skin.text};
    background: ${({ theme }) => theme.skin.body};
    transition: background-color 0.2s;
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.skin.heading}; font-weight: 500; margin: 0 0 0.75rem; }
  h1 { font-size: 1.6rem; }
  a { color: ${({ theme }) => theme.colors.primary.text}; text-decoration: none; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary.text}; outline-offset: 2px; }
  ::selection { background: ${({ theme }) => theme.colors.primary.fill}; color: ${({ theme }) => theme.colors.primary.onFill}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  [data-ripple] { position: relative; overflow: hidden; }
  .ripple {
    position: absolute;
    border-radius: 50%;
    transform: scale(0);
    background: rgba(255, 255, 255, 0.5);
    pointer-events: none;
    animation: ripple-effect ${RIPPLE_DURATION_MS}ms linear;
  }
  @keyframes ripple-effect { to { transform: scale(4); opacity: 0; } }
  @media (prefers-reduced-motion: reduce) {
    .ripple { animation: none; opacity: 0; }
    *, *::before, *::after { transition-duration: 0.01ms !important; transition-delay: 0s !important; scroll-behavior: auto !important; }
  }
`

import { createGlobalStyle } from 'styled-components'

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body, #root { min-height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    font-size: 14px;
    line-height: 1.45;
    color: ${({ theme }) => theme.skin.text};
    background: ${({ theme }) => theme.skin.body};
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.skin.heading}; font-weight: 500; margin: 0 0 0.75rem; }
  a { color: ${({ theme }) => theme.colors.primary.main}; text-decoration: none; }
  button, input, select { font: inherit; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary.main}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
`

/**
 * The public site's one style sheet (docs/design.md §10: built for the site alone, at most 20 KB
 * gzip), themed per website by the custom properties the layout sets (`--primary`, `--accent` and
 * the text colours on them). Every colour pair here meets WCAG AA (4.5:1 for text); focus is always
 * visible; nothing is wider than a 390 px phone.
 */
export const SITE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff;overflow-wrap:break-word}
img{max-width:100%;height:auto}
a{color:var(--link)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip-link{position:absolute;left:.5rem;top:-4rem;z-index:10;padding:.5rem 1rem;background:#fff;color:#1f2328;border:2px solid #1f2328}
.skip-link:focus{top:.5rem}
.wrap{max-width:72rem;margin:0 auto;padding:0 1rem}
.alerts{border-bottom:1px solid #d0d7de}
.alert{padding:.75rem 1rem;border-left:.5rem solid}
.alert p{margin:0 auto;max-width:70rem}
.alert-information{background:#ddf4ff;border-color:#0969da;color:#0a3069}
.alert-warning{background:#fff8c5;border-color:#9a6700;color:#3b2300}
.alert-emergency{background:#a40e26;border-color:#5c0011;color:#fff}
.alert-footer{font-size:.9375rem}
.site-header{background:var(--primary);color:var(--on-primary)}
.site-header .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.5rem;padding-top:.75rem;padding-bottom:.75rem}
.brand{display:flex;align-items:center;gap:.75rem;color:var(--on-primary);text-decoration:none;font-weight:700;font-size:1.25rem}
.brand img{height:3rem;width:auto}
.site-header :focus-visible{outline-color:var(--on-primary)}
.site-menu ul{list-style:none;margin:0;padding:0}
.site-menu>ul{display:flex;flex-wrap:wrap;gap:.25rem}
.site-menu a,.site-menu summary{display:block;padding:.5rem .75rem;min-height:44px;color:var(--on-primary);text-decoration:none;border-radius:.25rem;cursor:pointer}
.site-menu a:hover,.site-menu summary:hover{text-decoration:underline}
.site-menu a[aria-current=page]{text-decoration:underline;text-underline-offset:.3em}
.site-menu details{position:relative}
.site-menu details ul{background:#fff;border:1px solid #d0d7de;border-radius:.25rem;padding:.25rem;min-width:12rem}
.site-menu details ul a{color:#1f2328}
.site-menu details ul :focus-visible{outline-color:var(--focus)}
@media (min-width:48rem){.site-menu details ul{position:absolute;z-index:5;box-shadow:0 4px 12px rgb(0 0 0/.15)}}
main{display:block;padding:1.5rem 0 3rem}
main:focus{outline:none}
h1,h2,h3{line-height:1.25;color:#1f2328}
h1{font-size:2rem;margin:.5rem 0 1rem}
h2{font-size:1.5rem;margin:2rem 0 .75rem}
h3{font-size:1.2rem;margin:1.25rem 0 .5rem}
.page-heading p{margin-top:0;color:#57606a}
.cards{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr))}
.card{border:1px solid #d0d7de;border-radius:.5rem;overflow:hidden;background:#fff;display:flex;flex-direction:column}
.card img{width:100%;aspect-ratio:16/9;object-fit:cover;background:#f6f8fa}
.card-text{padding:.75rem 1rem 1rem}
.card h2,.card h3{font-size:1.15rem;margin:.25rem 0 .5rem}
.card p{margin:.25rem 0}
.kicker,.byline{color:#57606a;font-size:.9375rem;margin:0}
.lead{font-size:1.2rem}
.lead-image{display:block;margin:1rem 0;border-radius:.5rem}
.prose{max-width:44rem}
.prose table{border-collapse:collapse;width:100%;margin:1rem 0;display:block;overflow-x:auto}
.prose th,.prose td,.data th,.data td{border:1px solid #d0d7de;padding:.5rem;text-align:left;vertical-align:top}
.prose th,.data th{background:#f6f8fa}
.data{border-collapse:collapse;width:100%;margin:1rem 0}
.table-scroll{overflow-x:auto;max-width:100%}
.tags{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.tags a{display:inline-block;padding:.25rem .75rem;border:1px solid #d0d7de;border-radius:1rem;min-height:44px;line-height:2}
.back{margin:0 0 .5rem}
.empty{color:#57606a;font-style:italic}
.filter{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:0 0 1.5rem}
.filter select,.filter input,button,.button{font:inherit;min-height:44px;padding:.4rem .75rem;border:1px solid #6e7781;border-radius:.25rem;background:#fff;color:#1f2328}
button,.button{background:var(--primary);color:var(--on-primary);border-color:var(--primary);cursor:pointer;text-decoration:none;display:inline-block}
.pagination{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:2rem 0}
.pagination a{display:inline-block;padding:.5rem 1rem;border:1px solid #d0d7de;border-radius:.25rem;min-height:44px}
.block{margin:var(--mt,1rem) 0 var(--mb,1rem)}
.block-media{display:grid;gap:1rem;align-items:start}
@media (min-width:48rem){.block-media.two{grid-template-columns:1fr 1fr}}
figure{margin:0}
.block-text{white-space:pre-line;margin:0}
.cell>:first-child{margin-top:0}
.cell>:last-child{margin-bottom:0}
figcaption{color:#57606a;font-size:.9375rem;margin-top:.25rem}
.site-footer{background:#1f2328;color:#fff;padding:2rem 0;margin-top:2rem}
.site-footer a{color:#fff}
.site-footer :focus-visible{outline-color:#fff}
.site-footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1rem}
.not-found{max-width:40rem}
.section-more{margin:.75rem 0 0}
.poll fieldset{border:0;margin:0 0 1rem;padding:0;min-width:0}
.poll legend{padding:0}
.poll-choice{display:flex;align-items:center;gap:.75rem;min-height:44px}
.poll-choice input{width:1.5rem;height:1.5rem;margin:0;accent-color:var(--primary)}
.poll-choice label{flex:1;padding:.5rem 0;cursor:pointer}
.poll-results{list-style:none;margin:1rem 0;padding:0;max-width:40rem}
.poll-results li{margin:0 0 .75rem}
.poll-count{color:#57606a;white-space:nowrap}
.poll-bar{display:block;height:.75rem;margin-top:.25rem;background:#eaeef2;border-radius:.375rem;overflow:hidden}
.poll-bar span{display:block;height:100%;background:var(--primary)}
.profiles img{aspect-ratio:4/3;object-position:top}
.role{font-weight:600}
.profiles dl,.homework{margin:.5rem 0}
.profiles dl div{display:flex;flex-wrap:wrap;gap:0 .5rem}
.profiles dt,.homework dt{font-weight:600}
.profiles dd{margin:0;overflow-wrap:anywhere}
.profiles dd a{display:inline-block;min-height:44px;line-height:44px}
.homework dd{margin:0 0 .75rem;white-space:pre-line}
.notice{border-top:1px solid #d0d7de;margin-bottom:1.5rem}
.notice h2{margin-top:1rem}
.footer-name{font-weight:700;margin:0 0 .5rem}
.site-footer address{font-style:normal}
.site-footer address p{margin:0}
.site-footer address a,.site-footer .social a{display:inline-block;min-height:44px;line-height:44px}
@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important;transition:none!important}}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.carousel{margin:0 0 2rem}
.slides{display:flex;gap:.5rem;overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;list-style:none;margin:0;padding:0}
.slides>li{flex:0 0 100%;scroll-snap-align:start}
.slides img{display:block;width:100%;aspect-ratio:16/7;object-fit:cover;border-radius:.5rem;background:#f6f8fa}
.slide-links{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin:.5rem 0 0}
.slide-links a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;padding:0 .75rem;border:1px solid #d0d7de;border-radius:.25rem}
.slide-links .carousel-link{margin-left:auto}
.photos,.videos{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,10rem),1fr))}
.videos{grid-template-columns:repeat(auto-fill,minmax(min(100%,17rem),1fr))}
.photos a{display:block}
.photo-caption{display:block;margin-top:.25rem;font-size:.9375rem}
.photos img{display:block;width:100%;aspect-ratio:1;object-fit:cover;border-radius:.25rem;background:#f6f8fa}
.viewer{display:none}
.viewer:target{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.75rem;position:fixed;inset:0;z-index:20;padding:1rem;overflow:auto;background:rgb(0 0 0/.92);color:#fff}
.viewer figure{text-align:center}
.viewer img{max-height:78vh;width:auto;object-fit:contain}
.viewer figcaption{color:#fff}
.viewer-links{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;margin:0}
.viewer-links a{display:inline-block;min-height:44px;padding:.5rem 1rem;border:1px solid #fff;border-radius:.25rem;color:#fff}
.viewer :focus-visible{outline-color:#fff}
.video-link{display:block;text-decoration:none}
.video-thumb{position:relative;display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;overflow:hidden;border-radius:.5rem;background:#1f2328}
.video-thumb img{width:100%;height:100%;object-fit:cover}
.video-placeholder{padding:1rem;color:#fff;text-align:center;font-weight:600}
.play{position:absolute;width:4rem;height:3rem;border-radius:.75rem;background:rgb(0 0 0/.75)}
.play::after{content:"";position:absolute;left:1.6rem;top:.9rem;border-style:solid;border-width:.6rem 0 .6rem 1.1rem;border-color:transparent transparent transparent #fff}
.video-link:hover .play,.video-link:focus-visible .play{background:#c00}
.video-name{display:block;margin-top:.5rem;text-decoration:underline}
.player{position:relative;aspect-ratio:16/9;max-width:60rem}
.player iframe{position:absolute;inset:0;width:100%;height:100%;border:0}
.view-links{display:flex;flex-wrap:wrap;gap:.5rem;margin:0 0 1.5rem}
.view-links a{display:inline-block;min-height:44px;padding:.5rem 1rem;border:1px solid #d0d7de;border-radius:.25rem}
.event-day h2{font-size:1.25rem;margin:1.5rem 0 .5rem;padding-bottom:.25rem;border-bottom:1px solid #d0d7de}
.event-list{list-style:none;margin:0;padding:0}
.event-list li{padding:.5rem 0}
.event-list a{display:inline-block;padding:.6rem 0}
.event-time{display:inline-block;min-width:8rem;font-weight:600}
.event-place,.event-facts dt{color:#57606a}
.event-facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
.event-facts dd{margin:0}
@media (prefers-reduced-motion:no-preference){.slides{scroll-behavior:smooth}}
`;

//! `#[derive(dice::Ts)]`: the TypeScript type of a type's serde JSON, read from
//! the same `#[serde(...)]` attributes serde's derive reads (rename, rename_all,
//! tag, content, untagged, into, transparent; on fields and variants rename,
//! skip, skip_serializing, skip_serializing_if, flatten). An attribute that
//! changes the JSON in a way this does not know (`serialize_with`, `with`,
//! `remote`, `getter`) is a compile error here, never a wrong type.
//!
//! Applied as `#[cfg_attr(feature = "ts", derive(dice::Ts))]`: an engine's
//! `ts` feature (which turns on dice's) is only on in the native tools, so the
//! wasm modules compile none of it and do not even depend on this crate.

use proc_macro::TokenStream;
use proc_macro2::{Span, TokenStream as Tokens};
use quote::quote;
use syn::{parse_macro_input, Attribute, Data, DeriveInput, Error, Fields, LitStr, Result};

#[proc_macro_derive(Ts)]
pub fn derive_ts(input: TokenStream) -> TokenStream {
    let input = parse_macro_input!(input as DeriveInput);
    match expand(&input) {
        Ok(t) => t.into(),
        Err(e) => e.to_compile_error().into(),
    }
}

#[derive(Default)]
struct Serde {
    rename: Option<String>,
    rename_all: Option<String>,
    tag: Option<String>,
    content: Option<String>,
    untagged: bool,
    into: Option<syn::Type>,
    transparent: bool,
    skip: bool,
    skip_if: bool,
    flatten: bool,
}

/// The `#[serde(...)]` attributes of an item, a variant or a field.
fn serde(attrs: &[Attribute]) -> Result<Serde> {
    let mut s = Serde::default();
    for a in attrs.iter().filter(|a| a.path().is_ident("serde")) {
        a.parse_nested_meta(|m| {
            let key = m
                .path
                .get_ident()
                .map(|i| i.to_string())
                .unwrap_or_default();
            let text = |m: &syn::meta::ParseNestedMeta| -> Result<String> {
                Ok(m.value()?.parse::<LitStr>()?.value())
            };
            match key.as_str() {
                "rename" => s.rename = Some(text(&m)?),
                "rename_all" => s.rename_all = Some(text(&m)?),
                "tag" => s.tag = Some(text(&m)?),
                "content" => s.content = Some(text(&m)?),
                "untagged" => s.untagged = true,
                "transparent" => s.transparent = true,
                "into" => s.into = Some(m.value()?.parse::<LitStr>()?.parse()?),
                "skip" | "skip_serializing" => s.skip = true,
                "skip_serializing_if" => {
                    text(&m)?;
                    s.skip_if = true
                }
                "flatten" => s.flatten = true,
                "serialize_with" | "with" | "remote" | "getter" | "rename_all_fields" => {
                    return Err(m.error(format!(
                        "dice::Ts does not know what `serde({key})` writes: describe the type by hand"
                    )))
                }
                // Reading only (default, deny_unknown_fields, ...): the JSON
                // written is the same.
                _ => {
                    if m.input.peek(syn::Token![=]) {
                        m.value()?.parse::<syn::Lit>()?;
                    } else if m.input.peek(syn::token::Paren) {
                        m.parse_nested_meta(|n| {
                            if n.input.peek(syn::Token![=]) {
                                n.value()?.parse::<syn::Lit>()?;
                            }
                            Ok(())
                        })?;
                    }
                }
            }
            Ok(())
        })?;
    }
    Ok(s)
}

/// The doc comment, as one string.
fn docs(attrs: &[Attribute]) -> String {
    let mut out = Vec::new();
    for a in attrs.iter().filter(|a| a.path().is_ident("doc")) {
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) = &nv.value
            {
                out.push(
                    s.value()
                        .strip_prefix(' ')
                        .unwrap_or(&s.value())
                        .to_string(),
                );
            }
        }
    }
    out.join("\n")
}

/// serde's `rename_all` on a variant name (written in PascalCase).
fn variant_case(rule: &str, v: &str) -> Result<String> {
    Ok(match rule {
        "lowercase" => v.to_ascii_lowercase(),
        "UPPERCASE" => v.to_ascii_uppercase(),
        "PascalCase" => v.to_string(),
        "camelCase" => v[..1].to_ascii_lowercase() + &v[1..],
        "snake_case" | "SCREAMING_SNAKE_CASE" | "kebab-case" | "SCREAMING-KEBAB-CASE" => {
            let sep = if rule.contains('-') { '-' } else { '_' };
            let mut s = String::new();
            for (i, c) in v.char_indices() {
                if c.is_uppercase() && i > 0 {
                    s.push(sep);
                }
                s.push(c.to_ascii_lowercase());
            }
            if rule.starts_with("SCREAMING") {
                s.to_ascii_uppercase()
            } else {
                s
            }
        }
        _ => {
            return Err(Error::new(
                Span::call_site(),
                format!("unknown rename_all \"{rule}\""),
            ))
        }
    })
}

/// serde's `rename_all` on a field name (written in snake_case).
fn field_case(rule: &str, f: &str) -> Result<String> {
    Ok(match rule {
        "lowercase" | "snake_case" => f.to_string(),
        "UPPERCASE" | "SCREAMING_SNAKE_CASE" => f.to_ascii_uppercase(),
        "kebab-case" => f.replace('_', "-"),
        "SCREAMING-KEBAB-CASE" => f.to_ascii_uppercase().replace('_', "-"),
        "PascalCase" | "camelCase" => {
            let mut s = String::new();
            let mut up = rule == "PascalCase";
            for c in f.chars() {
                if c == '_' {
                    up = true;
                } else if up {
                    s.push(c.to_ascii_uppercase());
                    up = false;
                } else {
                    s.push(c);
                }
            }
            s
        }
        _ => {
            return Err(Error::new(
                Span::call_site(),
                format!("unknown rename_all \"{rule}\""),
            ))
        }
    })
}

fn unraw(i: &syn::Ident) -> String {
    let s = i.to_string();
    s.strip_prefix("r#").map(str::to_string).unwrap_or(s)
}

/// The type of a struct's or a variant's fields (`d` in scope).
fn fields(f: &Fields, rule: Option<&str>, transparent: bool) -> Result<Tokens> {
    Ok(match f {
        Fields::Unit => quote!(::dice::ts::Ty::Null),
        Fields::Unnamed(u) => {
            let kept: Vec<_> = u
                .unnamed
                .iter()
                .map(|f| Ok((serde(&f.attrs)?, &f.ty)))
                .collect::<Result<Vec<_>>>()?
                .into_iter()
                .filter(|(s, _)| !s.skip)
                .map(|(_, ty)| ty)
                .collect();
            if kept.len() == 1 && u.unnamed.len() == 1 {
                let t = kept[0];
                quote!(<#t as ::dice::ts::Ts>::ty(d))
            } else {
                quote!(::dice::ts::Ty::Tuple(
                    vec![#(<#kept as ::dice::ts::Ts>::ty(d)),*]
                ))
            }
        }
        Fields::Named(n) => {
            let mut own = Vec::new();
            let mut flat = Vec::new();
            for f in &n.named {
                let s = serde(&f.attrs)?;
                if s.skip {
                    continue;
                }
                let ty = &f.ty;
                if transparent {
                    return Ok(quote!(<#ty as ::dice::ts::Ts>::ty(d)));
                }
                if s.flatten {
                    flat.push(quote!(<#ty as ::dice::ts::Ts>::ty(d)));
                    continue;
                }
                let ident = f.ident.as_ref().expect("a named field");
                let name = match (s.rename, rule) {
                    (Some(r), _) => r,
                    (None, Some(rule)) => field_case(rule, &unraw(ident))?,
                    (None, None) => unraw(ident),
                };
                let doc = docs(&f.attrs);
                own.push(if s.skip_if {
                    quote!(::dice::ts::Field::skipped(#name, <#ty as ::dice::ts::Ts>::ty(d), #doc))
                } else {
                    quote!(::dice::ts::Field::new(#name, <#ty as ::dice::ts::Ts>::ty(d), false, #doc))
                });
            }
            let obj = quote!(::dice::ts::Ty::Obj(vec![#(#own),*]));
            if flat.is_empty() {
                obj
            } else {
                quote!(::dice::ts::Ty::And(vec![#obj, #(#flat),*]))
            }
        }
    })
}

fn expand(input: &DeriveInput) -> Result<Tokens> {
    let top = serde(&input.attrs)?;
    let rule = top.rename_all.as_deref();
    let body = if let Some(into) = &top.into {
        quote!(<#into as ::dice::ts::Ts>::ty(d))
    } else {
        match &input.data {
            Data::Struct(s) => fields(&s.fields, rule, top.transparent)?,
            Data::Union(_) => {
                return Err(Error::new_spanned(input, "dice::Ts: unions have no JSON"))
            }
            Data::Enum(e) => {
                let mut arms = Vec::new();
                for v in &e.variants {
                    let s = serde(&v.attrs)?;
                    if s.skip {
                        continue;
                    }
                    let name = match (&s.rename, rule) {
                        (Some(r), _) => r.clone(),
                        (None, Some(rule)) => variant_case(rule, &unraw(&v.ident))?,
                        (None, None) => unraw(&v.ident),
                    };
                    let inner = fields(&v.fields, s.rename_all.as_deref(), false)?;
                    let unit = matches!(v.fields, Fields::Unit);
                    let newtype = matches!(&v.fields, Fields::Unnamed(u) if u.unnamed.len() == 1);
                    arms.push(match (&top.tag, &top.content, top.untagged) {
                        (_, _, true) => inner,
                        (Some(tag), Some(_), _) if unit => {
                            quote!(::dice::ts::Ty::tagged(#tag, #name, vec![]))
                        }
                        (Some(tag), Some(content), _) => quote!(::dice::ts::Ty::tagged(
                            #tag,
                            #name,
                            vec![::dice::ts::Field::new(#content, #inner, false, "")]
                        )),
                        (Some(tag), None, _) if unit => {
                            quote!(::dice::ts::Ty::tagged(#tag, #name, vec![]))
                        }
                        (Some(tag), None, _) if newtype => quote!(::dice::ts::Ty::And(vec![
                            ::dice::ts::Ty::tagged(#tag, #name, vec![]),
                            #inner
                        ])),
                        (Some(tag), None, _) => quote!(match #inner {
                            ::dice::ts::Ty::Obj(f) => ::dice::ts::Ty::tagged(#tag, #name, f),
                            t => ::dice::ts::Ty::And(vec![::dice::ts::Ty::tagged(#tag, #name, vec![]), t]),
                        }),
                        (None, _, _) if unit => quote!(::dice::ts::Ty::Lit(#name.into())),
                        (None, _, _) => quote!(::dice::ts::Ty::Obj(vec![::dice::ts::Field::new(
                            #name, #inner, false, ""
                        )])),
                    });
                }
                quote!(::dice::ts::Ty::or(vec![#(#arms),*]))
            }
        }
    };
    let ident = &input.ident;
    let mut generics = input.generics.clone();
    for p in generics.type_params_mut() {
        p.bounds.push(syn::parse_quote!(::dice::ts::Ts));
    }
    let (imp, ty, wh) = generics.split_for_impl();
    let body = if input.generics.params.is_empty() {
        let name = ident.to_string();
        let doc = docs(&input.attrs);
        quote!(d.named(#name, ::core::any::type_name::<Self>(), #doc, |d| #body))
    } else {
        body
    };
    Ok(quote! {
        impl #imp ::dice::ts::Ts for #ident #ty #wh {
            fn ty(d: &mut ::dice::ts::Decls) -> ::dice::ts::Ty {
                #body
            }
        }
    })
}

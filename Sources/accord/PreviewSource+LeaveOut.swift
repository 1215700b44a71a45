import Foundation

/// Leaving out the places of the previewed file itself that do not compile with Accord (issue 11).
///
/// A real view file that builds in Xcode fails here only where it uses what Accord lacks: a
/// modifier or view of a newer SDK, a package Accord cannot fetch (`KFImage(url)`,
/// `Markdown(text)`), an app name in a file that could not be compiled. Xcode's canvas would have
/// drawn the rest of the screen; stopping at the first such place draws nothing. So, in a view's
/// body (a declaration of `some View`, a `@ViewBuilder`, a preview), after a failed compile:
/// - a modifier or member call that does not compile is left out with its arguments and trailing
///   closures (`.glassBackgroundEffect()`, `.onAppear { model.load() }` when `model` is missing):
///   the innermost call, on a chain, that holds the error;
/// - a view the compiler cannot find at the start of a statement (`KFImage(url)`) is drawn as a
///   placeholder naming it (`AccordPreviewLeftOutView`); a modifier that the placeholder then
///   lacks (`.resizable()`) is left out in the next round, the frame around it stays;
/// - outside a view's body, the body of the function or accessor holding the error answers
///   what `AccordPreviewLeftOut` can answer (PreviewSource+Prune.swift), as for the app's other files.
/// Each place left out is said on standard error with the compiler's message; a place with none
/// of these remedies (a stored property of a missing type, an error between declarations) ends
/// the preview with the compiler's first message, as before. Line breaks are kept, so the
/// compiler's later lines still point at the user's.
extension PreviewSource {
    /// One place of the previewed file left out: the characters `start...end` of the text.
    struct LeftOutPlace: Hashable {
        let start: Int
        let end: Int
        /// Drawn as a placeholder view (a view the compiler could not find), not removed.
        let placeholder: Bool
        /// What was left out, shortened: `.glassBackgroundEffect()`, `KFImage(…)`.
        let what: String
        let line: Int
        /// The compiler's message at that place.
        let why: String
        /// The name of the member left out (PreviewSource+LeaveOutMembers.swift), when it is one.
        var member: String? = nil
        /// Written over the place once blanked (a missing container's name → `Group`).
        var replacement: String? = nil
        /// Declared after the file (once however many places need it): a stand-in for a static
        /// member the app declares in an extension elsewhere (`Color.listBackground`).
        var declaration: String? = nil
        /// A value the preview passes that names what is missing: its parameter's empty value
        /// (`AccordPreviewLeftOut.value`), so the previewed view is still made.
        var value = false
    }

    /// What to leave out of the previewed file for these errors (offsets into `code`, the text
    /// with comments and strings blanked; the compiler's messages): places in view bodies, stubs
    /// elsewhere. Nil when one error has no remedy (leaving out the others would not compile).
    /// `leftOutMembers`: the members earlier rounds left out, whose arguments go where they fail.
    static func leaveOut(errors: [(offset: Int, message: String)], code: [Character], blocks: [Block], leftOutMembers: Set<String> = [])
        -> (places: [LeftOutPlace], stubs: [(prune: Prune, why: String)])? {
        // (Many errors: not a few places Accord lacks, and each is looked for in the text.)
        // (A name the file uses many times — an app's design tokens — counts once.)
        var names = Set<String>()
        let counted = errors.filter { !$0.message.hasPrefix("cannot find '") || names.insert($0.message).inserted }.count
        guard counted <= 40 else { traceNoRemedy(0, "\(counted) errors (more than 40)"); return nil }
        // (A syntax error is the text's own: nothing left out makes it parse.)
        let syntax = ["expected ", "consecutive statements", "unterminated", "extraneous '", "unexpected ", "unbalanced"]
        if let e = errors.first(where: { e in syntax.contains { e.message.hasPrefix($0) } }) {
            traceNoRemedy(line(of: e.offset, in: code), "a syntax error: \(e.message)")
            return nil
        }
        var places: [LeftOutPlace] = []
        var stubs: [(prune: Prune, why: String)] = []
        // (Whether a name is used only as a namespace, once per name: an app's tokens fail many times.)
        var namespaces: [String: Bool] = [:]
        // (A stand-in namespace has every member: the compiler blames one when another error in the
        // same expression failed it — `AppColors.background.ignoresSafeArea()` in a stack that also
        // uses a token not yet stood in for. That error waits for the others' remedies.)
        let standIns = standInNamespaces(in: code)
        let blamesStandIn = { (message: String) in
            message.contains("'AccordPreviewLeftOutTokens'")
                || standIns.contains { message.hasPrefix("type '\($0)' has no member '") }
        }
        // (Errors inside a call's trailing closure and the call's own error are one failure, seen
        // from two sides: `consequences`.)
        let (causes, followOns) = consequences(of: errors, code: code, blocks: blocks, blamesStandIn: blamesStandIn)
        let onlyStandInsBlamed = errors.indices.allSatisfy { followOns.contains($0) || blamesStandIn(errors[$0].message) }
        for (index, (offset, message)) in errors.enumerated() {
            if causes.contains(index) {
                traceNoRemedy(line(of: offset, in: code), "the call's error follows from those in its trailing closure: \(message)")
                continue
            }
            if !onlyStandInsBlamed, blamesStandIn(message) {
                traceNoRemedy(line(of: offset, in: code), "a stand-in namespace's member, failed by another error: \(message)")
                continue
            }
            // (`enum E: Missing { case a(x: Int) }`: the missing protocol is taken for a raw type;
            // once its conformance goes, the case compiles.)
            if message.hasPrefix("enum with raw type cannot have cases with arguments"),
               errors.contains(where: { $0.message.hasPrefix("cannot find type '") }) { continue }
            if message.hasPrefix("no such module '"), let line = importLine(at: offset, code: code) {
                // An import of a module that is not here (a package Accord does not fetch): its
                // uses are left out in the next rounds.
                places.append(LeftOutPlace(start: line.lowerBound, end: line.upperBound, placeholder: false,
                                           what: String(code[line]).trimmingCharacters(in: .whitespaces), line: self.line(of: offset, in: code), why: message))
            } else if case let stands = missingStaticMembersNamedLikeMethods(at: offset, message: message, code: code), !stands.isEmpty {
                // An app's static member named like a method of View (`.background(Color.background)`):
                // declared here as `missingStaticMember`'s are.
                for stand in stands {
                    places.append(LeftOutPlace(start: stand.name.lowerBound, end: stand.name.upperBound, placeholder: false,
                                               what: stand.what, line: line(of: stand.name.lowerBound, in: code), why: message,
                                               replacement: String(code[stand.name]), declaration: stand.declaration))
                }
            } else if let stand = missingStaticMember(at: offset, message: message, code: code) {
                // A static member an app declares for a type of Apple's in an extension elsewhere
                // (`Color.listBackground`, `.foregroundStyle(.brand)`, `Font.cardTitle`,
                // `CGFloat.spacing`): declared here answering its type's empty value.
                places.append(LeftOutPlace(start: stand.name.lowerBound, end: stand.name.upperBound, placeholder: false,
                                           what: stand.what, line: line(of: offset, in: code), why: message,
                                           replacement: String(code[stand.name]), declaration: stand.declaration))
            } else if let stand = missingNamespace(at: offset, message: message, code: code, verdicts: &namespaces) {
                // A type the file uses only as a namespace of constants, declared elsewhere in
                // the app (design tokens: `AppRadius.m`, `AppColors.Semantic.textSecondary`,
                // `AppFont.headingM()`): declared here, each member its type's empty value.
                places.append(LeftOutPlace(start: stand.name.lowerBound, end: stand.name.upperBound, placeholder: false,
                                           what: stand.what, line: line(of: offset, in: code), why: message,
                                           replacement: String(code[stand.name]), declaration: stand.declaration))
            } else if let arguments = previewArguments(forLeftOut: leftOutMembers, at: offset, code: code, blocks: blocks) {
                // An error in a preview that passes arguments for members left out — where the
                // compiler often cannot say which (`generic parameter 'P' could not be inferred` at
                // the `#Preview` line): each such argument is dropped.
                for a in arguments {
                    places.append(LeftOutPlace(start: a.argument.lowerBound, end: a.argument.upperBound, placeholder: false,
                                               what: "the argument \(a.label):", line: line(of: a.argument.lowerBound, in: code), why: message))
                }
            } else if let argument = labelledArguments(holding: offset, code: code).first(where: { leftOutMembers.contains($0.label) }) {
                // An argument for a member left out (`RecipeRow(recipe: .sample)`): the view is
                // made without it.
                places.append(LeftOutPlace(start: argument.argument.lowerBound, end: argument.argument.upperBound, placeholder: false,
                                           what: "the argument \(argument.label):", line: line(of: argument.argument.lowerBound, in: code), why: message))
            } else if let closure = labelledTrailingClosure(holding: offset, code: code), leftOutMembers.contains(closure.label) {
                // A labelled trailing closure for a member left out (`AutoFillView { … } completion:
                // { account in … }` when `completion` has a missing type): the view is made without it.
                places.append(LeftOutPlace(start: closure.range.lowerBound, end: closure.range.upperBound, placeholder: false,
                                           what: "the closure \(closure.label):", line: line(of: closure.range.lowerBound, in: code), why: message))
            } else if message.hasPrefix("extra trailing closure passed in call"), !leftOutMembers.isEmpty,
                      let closure = unlabelledTrailingClosure(at: offset, code: code) {
                // The first trailing closure, for a member left out (`AccountPicker { account in … }`
                // when `completion` takes a missing `Account`): dropped as a labelled one is; a labelled
                // closure after it loses its label, becoming the first.
                places.append(LeftOutPlace(start: closure.range.lowerBound, end: closure.range.upperBound, placeholder: false,
                                           what: "the trailing closure", line: line(of: closure.range.lowerBound, in: code), why: message,
                                           replacement: closure.replacement))
            } else if leftOutMembers.contains("init"), message.contains("initializer is inaccessible due to '"),
                      case let open = privateProperties(forInaccessible: message, code: code, blocks: blocks), !open.isEmpty {
                // The view's initializer was left out and its `private` properties make the one
                // Swift writes private: they lose the modifier, so the preview can make the view.
                for p in open {
                    places.append(LeftOutPlace(start: p.range.lowerBound, end: p.range.upperBound, placeholder: false,
                                               what: p.what, line: line(of: p.range.lowerBound, in: code), why: message))
                }
            } else if message.hasPrefix("argument passed to call that takes no arguments") || message.hasPrefix("cannot find '"),
                      leftOutMembers.contains("init"), inPreview(offset, code: code, blocks: blocks),
                      let arguments = callArguments(holding: offset, code: code),
                      message.hasPrefix("argument") || callsTypeDeclared(before: arguments.lowerBound, code: code, blocks: blocks) {
                // The preview passes arguments to an initializer that was left out (its parameters'
                // types are missing): the view is made with what it declares itself. (Also when an
                // argument names the missing type — `BlockView(block: IdentifiedBlock(…))`: the
                // compiler stops at that name and never says the call takes no arguments.)
                places.append(LeftOutPlace(start: arguments.lowerBound, end: arguments.upperBound, placeholder: false,
                                           what: "the arguments of \(String(code[..<(arguments.lowerBound - 1)].reversed().prefix(while: isIdentifierCharacter).reversed()))(…)",
                                           line: line(of: arguments.lowerBound, in: code), why: message))
            } else if let header = headerPlace(at: offset, message: message, code: code, blocks: blocks) {
                // A conformance to a missing protocol, or an extension of a missing type (a type
                // declared in a preview too: `struct PreviewRepository: SessionRepository {`).
                places.append(LeftOutPlace(start: header.range.lowerBound, end: header.range.upperBound, placeholder: false,
                                           what: header.what, line: line(of: header.range.lowerBound, in: code), why: message,
                                           replacement: header.replacement))
            } else if inViewBody(offset, code: code, blocks: blocks) {
                // The innermost of: a chained call holding it, a view made at a statement's start
                // holding it (in its name or arguments: `Text(model.title)` when `model` is missing).
                let call = innermostMemberCall(holding: offset, code: code)
                // (Not in the preview itself: a placeholder for the previewed view would draw
                // nothing of it — `#Preview { CityPicker(model: ModelData()) }` stops instead.)
                let preview = inPreview(offset, code: code, blocks: blocks)
                // (An `Image`, `Text` or `Label` in a preview is never the previewed view: `Image(.mountain)`
                // of an asset the file has no catalog for alone is a missing image.)
                let head = (missingViewHead(at: offset, message: message, code: code) ?? innermostViewHead(holding: offset, code: code))
                    .flatMap { h in !preview || ["Image", "Text", "Label"].contains(String(shortened(code, h).prefix(while: isIdentifierCharacter))) ? h : nil }
                if let closure = actionClosure(holding: offset, code: code) {
                    // In a button's action (`Button(action: { store.add() })`, `Button { … } label: { … }`):
                    // the action does nothing; the button is drawn.
                    places.append(LeftOutPlace(start: closure.lowerBound, end: closure.upperBound, placeholder: false,
                                               what: "a button's action", line: line(of: closure.lowerBound, in: code), why: message))
                } else if let action = innermostActionCall(holding: offset, code: code) {
                    // In what an action does (`.onAppear { Task { await model.load() } }`): the
                    // action goes, not a placeholder for what it makes (a still picture runs none).
                    places.append(LeftOutPlace(start: action.lowerBound, end: action.upperBound, placeholder: false,
                                               what: shortened(code, action), line: line(of: action.lowerBound, in: code), why: message))
                } else if !preview,
                          let destination = labelledArguments(holding: offset, code: code).first(where: { $0.label == "destination" })?.value,
                          destination.lowerBound > max(head?.lowerBound ?? -1, call?.lowerBound ?? -1) {
                    // A link's destination (`NavigationLink(destination: RecipeDetail(…)) { row }`):
                    // a placeholder; the link and its label are drawn.
                    places.append(LeftOutPlace(start: destination.lowerBound, end: destination.upperBound, placeholder: true,
                                               what: shortened(code, destination), line: line(of: destination.lowerBound, in: code), why: message))
                } else if !preview, let statement = conditionalStatement(holding: offset, code: code),
                          statement.lowerBound > (head?.lowerBound ?? -1) {
                    // In an `if`'s or a `switch`'s condition (`if model.isLoading { ProgressView() }`):
                    // the statement goes with its branches; the views around it are drawn.
                    places.append(LeftOutPlace(start: statement.lowerBound, end: statement.upperBound, placeholder: false,
                                               what: code[statement.lowerBound] == "s" ? "switch …" : "if …", line: line(of: statement.lowerBound, in: code), why: message))
                } else if let wrapper = missingStateWrapper(at: offset, message: message, code: code) {
                    // A preview helper of the app's holding a value for its content (`StatePreviewWrapper(value:
                    // true) { $value in … }`): Accord's, a `@State` of the value (PreviewSource+LeaveOutWrappers.swift).
                    places.append(LeftOutPlace(start: wrapper.range.lowerBound, end: wrapper.range.upperBound, placeholder: false,
                                               what: wrapper.what, line: line(of: wrapper.range.lowerBound, in: code), why: message,
                                               replacement: "__LS(", declaration: stateWrapperDeclaration))
                } else if let container = missingContainer(at: offset, message: message, code: code) {
                    // A container the compiler cannot find around views (`SheetNavigationContainer {
                    // TipJarView() }`, `Card { … }`): it becomes a `Group`, so its content — the
                    // previewed view, in a preview — is drawn without what it added.
                    places.append(LeftOutPlace(start: container.lowerBound, end: container.upperBound, placeholder: false,
                                               what: String(code[container.lowerBound...].prefix(while: { isIdentifierCharacter($0) })) + " { … }", line: line(of: container.lowerBound, in: code),
                                               why: message, replacement: "Group"))
                } else if let member = leftOutMemberCall(at: offset, message: message, code: code, members: leftOutMembers) {
                    // A call of a member left out (`self.slot(nil, at: i)`): a placeholder naming it.
                    places.append(LeftOutPlace(start: member.range.lowerBound, end: member.range.upperBound, placeholder: true,
                                               what: member.name + "(…)", line: line(of: member.range.lowerBound, in: code), why: message))
                } else if let local = localDeclaration(holding: offset, code: code, blocks: blocks),
                          (head.map { $0.lowerBound <= local.range.lowerBound } ?? true),
                          (call.map { $0.lowerBound < local.range.lowerBound || !code[local.range.lowerBound..<$0.lowerBound].contains("{") } ?? true) {
                    // A local `let`/`var` whose value is made with what is missing (`let trip =
                    // TripStore.shared.current`), unless a view or a modifier in a closure of its
                    // value holds the error: the declaration goes; its uses go in the next round.
                    places.append(LeftOutPlace(start: local.range.lowerBound, end: local.range.upperBound, placeholder: false,
                                               what: local.what, line: line(of: local.range.lowerBound, in: code), why: message))
                } else if let head, head.lowerBound > (call?.lowerBound ?? -1) || call.map({ inArguments(of: head, $0, code: code) }) == true {
                    // (A call inside the view's arguments — `Text(date.previousMonth()!.name)` — is
                    // part of the value shown, not a modifier: the view is the placeholder.)
                    places.append(LeftOutPlace(start: head.lowerBound, end: head.upperBound, placeholder: true,
                                               what: shortened(code, head), line: line(of: head.lowerBound, in: code), why: message))
                } else if let call, let receiver = selfReceiver(of: call, code: code) {
                    // A call on the view itself at a statement's start (`self.slot(nil, at: i)`): left
                    // out alone it would leave `self`, the view inside itself without end — the call is
                    // a placeholder naming it.
                    let name = String(code[(call.lowerBound + 1)...].prefix(while: isIdentifierCharacter))
                    places.append(LeftOutPlace(start: receiver, end: call.upperBound, placeholder: true,
                                               what: name + "(…)", line: line(of: receiver, in: code), why: message))
                } else if let call {
                    places.append(LeftOutPlace(start: call.lowerBound, end: call.upperBound, placeholder: false,
                                               what: shortened(code, call), line: line(of: call.lowerBound, in: code), why: message))
                } else if preview, message.hasPrefix("cannot find '") || message.contains(" has no member '"),
                          let argument = labelledArguments(holding: offset, code: code).first,
                          argument.value.count >= 6, !code[argument.value].contains("{") {
                    // A value the preview passes that names what is missing (`accentColor:
                    // Colors.orangeStart`): the parameter's empty value (`nil`, `""`, `0`, `[]`, a
                    // neutral colour), so the previewed view is made and drawn.
                    places.append(LeftOutPlace(start: argument.value.lowerBound, end: argument.value.upperBound, placeholder: false,
                                               what: "the value of \(argument.label):", line: line(of: argument.value.lowerBound, in: code),
                                               why: message, value: true))
                } else if !preview, let helper = viewHelperBody(holding: offset, code: code, blocks: blocks) {
                    // In a `some View` helper of the view, where nothing smaller has a remedy (the uses
                    // of a local `let tileView: TileView` left out, assigned in branches): the helper's
                    // view is a placeholder naming it; the view around its calls is drawn.
                    places.append(LeftOutPlace(start: helper.range.lowerBound, end: helper.range.upperBound, placeholder: true,
                                               what: helper.name + "(…)", line: line(of: helper.range.lowerBound, in: code), why: message))
                } else {
                    traceNoRemedy(line(of: offset, in: code), message)
                    continue
                }
            } else {
                // (Only a stub: blanking a whole declaration of the previewed file could take
                // the previewed view with it.)
                if let p = prunes(for: [offset], code: code, blocks: blocks), !p.isEmpty,
                          p.allSatisfy({ q in q.kind == .stub || blocks.contains { $0.keyword == "init" && $0.open < q.start && q.end < $0.close } }) {
                    // (A function's body stubbed, or in an initializer the failing statement.)
                    stubs += p.map { ($0, message) }
                } else if let member = memberDeclaration(holding: offset, code: code, blocks: blocks) {
                    if member.name == "init", let parameter = defaultedParameter(holding: offset, in: member.range, code: code) {
                        // A parameter of a missing type with a default value (`init(stretch: Stretch = .week,
                        // date: Date = .now)`): the parameter goes, not the initializer — callers that
                        // leave it out still call it, and an argument passed for it goes next round as
                        // one for a left-out member does (blockers12 T23: the memberwise initializer left
                        // behind wanted `date`, and the preview's call had no remedy).
                        places.append(LeftOutPlace(start: parameter.range.lowerBound, end: parameter.range.upperBound, placeholder: false,
                                                   what: "the parameter \(parameter.label): of init(…)", line: line(of: offset, in: code),
                                                   why: message, member: parameter.label == "_" ? nil : parameter.label))
                    } else {
                        // A member declared with what is missing (`let recipe: Recipe`): left out
                        // whole; its uses are left out in the next round.
                        places.append(LeftOutPlace(start: member.range.lowerBound, end: member.range.upperBound, placeholder: false,
                                                   what: member.what, line: line(of: member.range.lowerBound, in: code),
                                                   why: message, member: member.name))
                    }
                } else {
                    traceNoRemedy(line(of: offset, in: code), message)
                    continue
                }
            }
        }
        // (An error without a remedy may be a consequence of one with: `RecipeRow(recipe: .sample)`
        // cannot infer `.sample` while `recipe` has a missing type, and is an argument for a
        // member left out once the member is. The others are left out and the file compiled
        // again; an error still without a remedy then ends the rounds.)
        // (A stub with no value to answer, called by a preview: that call is the preview's placeholder,
        // not a stop of the whole program — PreviewSource+LeaveOutStops.swift.)
        places += previewCallsOfStoppingStubs(stubs, code: code, blocks: blocks)
        // (An initializer left out this round takes the preview's arguments for it with it next round —
        // `argument passed to call that takes no arguments`, the arguments dropped —, not a value made
        // up for one of them now: `BlockView(block: IdentifiedBlock(…))` in a `ForEach` of the preview,
        // with the type missing, made the type checker give up on the `ForEach` (corpus11 21 alone).)
        if places.contains(where: { $0.member == "init" }) {
            places.removeAll { $0.value && inPreview($0.start, code: code, blocks: blocks) }
        }
        guard !places.isEmpty || !stubs.isEmpty else { traceNoRemedy(0, "no error had a remedy"); return nil }
        // A place inside another one is covered by it (two errors in one modifier: one place).
        let sorted = Set(places).sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
        var kept: [LeftOutPlace] = []
        for p in sorted {
            if let last = kept.last, p.start <= last.end {
                if p.end <= last.end { continue }
                // (Two removed places sharing a character — two arguments dropped with the comma
                // between them — are one; any other partial overlap has no remedy.)
                guard !p.placeholder, !last.placeholder, p.replacement == nil, last.replacement == nil, p.member == nil, last.member == nil
                else { traceNoRemedy(p.line, "\(p.what) overlaps \(last.what) (line \(last.line))"); return nil }
                kept[kept.count - 1] = LeftOutPlace(start: last.start, end: p.end, placeholder: false, what: last.what, line: last.line, why: last.why)
                continue
            }
            kept.append(p)
        }
        return (kept, stubs)
    }

    /// Errors that are one failure with another, by the call that holds them:
    /// - `causes` (wait for the errors inside): a call blamed only for its trailing closure —
    ///   `trailing closure passed to parameter of type 'FormStyleConfiguration' that does not
    ///   accept a closure` at `Form {`, because an error inside the closure failed `init(content:)`
    ///   and the compiler tried `Form(_ configuration:)` next (blockers12 T20: the whole Form was one
    ///   placeholder; the failing row is what goes).
    /// - `followOns` (no reason to wait): errors inside the trailing closure of a call failed by a
    ///   stand-in — `ForEach(Genre.allCases, id: \.self) { Text($0.rawValue) }`: the closure's
    ///   parameter has no type once the data failed, so its uses fail too; the call's own error is
    ///   the one to answer, and the closure goes with it (blockers12 T21: leaving the closure's
    ///   places out one per round ran out the budget).
    /// A call's trailing closure: the first block opening after the error on its line.
    static func consequences(of errors: [(offset: Int, message: String)], code: [Character], blocks: [Block],
                             blamesStandIn: (String) -> Bool) -> (causes: Set<Int>, followOns: Set<Int>) {
        func closure(after offset: Int) -> Block? {
            guard let b = blocks.first(where: { $0.open >= offset }), b.close > b.open,
                  !code[offset..<b.open].contains("\n") else { return nil }
            return b
        }
        func inside(_ b: Block, except i: Int) -> [Int] {
            errors.indices.filter { $0 != i && b.open <= errors[$0].offset && errors[$0].offset < b.close }
        }
        var causes = Set<Int>(), followOns = Set<Int>()
        for (i, e) in errors.enumerated() {
            if e.message.hasPrefix("trailing closure passed to parameter of type"), e.message.hasSuffix("that does not accept a closure"),
               let b = closure(after: e.offset), !inside(b, except: i).isEmpty {
                causes.insert(i)
            } else if blamesStandIn(e.message), let b = closure(after: e.offset) {
                followOns.formUnion(inside(b, except: i).filter { !blamesStandIn(errors[$0].message) })
            }
        }
        return (causes, followOns)
    }

    /// The parameter of the initializer `member` holding `offset`, when it has a default value: its
    /// text with the comma that separates it from the next (or the previous) one, and its label.
    static func defaultedParameter(holding offset: Int, in member: ClosedRange<Int>, code: [Character])
        -> (range: ClosedRange<Int>, label: String)? {
        guard let open = member.first(where: { code[$0] == "(" }), open < offset,
              let close = matching(open, code: code, open: "(", close: ")"), offset < close else { return nil }
        var commas: [Int] = []
        var depth = 0
        for k in (open + 1)..<close {
            let c = code[k]
            if "([{<".contains(c) { depth += 1 }
            else if ")]}".contains(c) || (c == ">" && code[k - 1] != "-") { depth -= 1 }
            else if c == ",", depth == 0 { commas.append(k) }
        }
        let bounds = [open] + commas + [close]
        guard let i = (0..<(bounds.count - 1)).first(where: { bounds[$0] < offset && offset < bounds[$0 + 1] }) else { return nil }
        let segment = Array(code[(bounds[i] + 1)..<bounds[i + 1]])
        // (A default value: an `=` of its own, not `==`, `<=`, `>=`, `!=`.)
        let hasDefault = segment.indices.contains { k in
            segment[k] == "=" && (k == 0 || !"=<>!".contains(segment[k - 1])) && (k + 1 == segment.count || segment[k + 1] != "=")
        }
        let label = String(segment.drop(while: { $0 == " " || $0 == "\n" || $0 == "\t" }).prefix(while: isIdentifierCharacter))
        guard hasDefault, !label.isEmpty else { return nil }
        if i + 1 < bounds.count - 1 { return ((bounds[i] + 1)...bounds[i + 1], label) }  // with the comma after it
        if i > 0 { return (bounds[i]...(bounds[i + 1] - 1), label) }                    // with the comma before it
        return ((bounds[i] + 1)...(bounds[i + 1] - 1), label)
    }

    /// Whether the call whose arguments open at `open` names a type the file declares (`BlockView(`).
    static func callsTypeDeclared(before open: Int, code: [Character], blocks: [Block]) -> Bool {
        // (`open` is the first argument's offset; the name ends at the parenthesis before it.)
        let paren = open - 1
        var k = paren
        while k > 0, isIdentifierCharacter(code[k - 1]) { k -= 1 }
        let name = String(code[k..<paren])
        guard let first = name.first, first.isUppercase else { return false }
        return blocks.contains { b in
            ["struct", "class", "enum", "actor"].contains(b.keyword)
                && b.header.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" }).dropFirst().first.map(String.init) == name
        }
    }

    /// The text of `range`, on one line, shortened: `KFImage(…)`, `.padding()`, `.onAppear(…)`.
    static func shortened(_ code: [Character], _ range: ClosedRange<Int>) -> String {
        var name = ""
        var k = range.lowerBound
        if code[k] == "." { name = "."; k += 1 }
        while k <= range.upperBound, isIdentifierCharacter(code[k]) { name.append(code[k]); k += 1 }
        guard k <= range.upperBound else { return name }
        return name + (String(code[k...range.upperBound]) == "()" ? "()" : "(…)")
    }

    /// The first argument of the call at `p` as the user wrote it, on one line, without quotes,
    /// backslashes or interpolations' parentheses (`"\(recipe.minutes) min"` → `recipe.minutes
    /// min`), at most 40 characters; nil when the call has none.
    static func firstArgument(of p: LeftOutPlace, text: [Character], code: [Character]) -> String? {
        guard let open = (p.start...p.end).first(where: { code[$0] == "(" }),
              let close = matching(open, code: code, open: "(", close: ")"), close <= p.end, close > open + 1 else { return nil }
        var e = open + 1
        var depth = 0
        while e < close {
            if "([{".contains(code[e]) { depth += 1 } else if ")]}".contains(code[e]) { depth -= 1 } else if code[e] == ",", depth == 0 { break }
            e += 1
        }
        var s = String(text[(open + 1)..<e])
        // (Without its label: `verbatim:`.)
        if let r = s.range(of: #"^\s*\w+\s*:(?!:)"#, options: .regularExpression) { s.removeSubrange(r) }
        for drop in ["\\(", "\"", "\\", "#"] { s = s.replacingOccurrences(of: drop, with: "") }
        s = s.filter { $0 != "(" && $0 != ")" && !$0.isNewline }.split(separator: " ").joined(separator: " ")
        let shown = s.count > 40 ? String(s.prefix(39)) + "…" : s
        return shown.isEmpty ? nil : shown
    }

    /// The label of the first argument of the call at `p` (`systemName` in `Image(systemName: x)`);
    /// nil when it has none.
    static func firstLabel(of p: LeftOutPlace, code: [Character]) -> String? {
        guard let open = (p.start...p.end).first(where: { code[$0] == "(" }) else { return nil }
        var k = open + 1
        while k <= p.end, code[k].isWhitespace { k += 1 }
        var e = k
        while e <= p.end, isIdentifierCharacter(code[e]) { e += 1 }
        var c = e
        while c <= p.end, code[c] == " " { c += 1 }
        guard e > k, c <= p.end, code[c] == ":" else { return nil }
        return String(code[k..<e])
    }

    /// 1-based line of the character `k`.
    static func line(of k: Int, in code: [Character]) -> Int {
        var n = 1
        for i in 0..<min(k, code.count) where code[i] == "\n" { n += 1 }
        return n
    }

    /// `text` and `code` with `places` left out: each blanked (line breaks kept), a placeholder's
    /// place starting with the name of a placeholder view declared after the last line
    /// (`__accordLeftOut3`, numbered from `firstNumber`). Nil when a placeholder's name is longer
    /// than the place it stands in (every offset after it must stay where it was).
    static func leavingOut(_ places: [LeftOutPlace], text: [Character], code: [Character], firstNumber: Int)
        -> (text: [Character], code: [Character], placeholders: Int)? {
        let original = text, originalCode = code
        var text = text, code = code
        var tail = ""
        var declared = Set<String>()
        var number = firstNumber
        for p in places where p.end < text.count {
            if let d = p.declaration, declared.insert(d).inserted { tail += "\n" + d }
            for k in p.start...p.end where text[k] != "\n" { text[k] = " "; code[k] = " " }
            if let r = p.replacement {
                guard r.count <= p.end - p.start + 1 else { return nil }
                for (i, c) in r.enumerated() { text[p.start + i] = c; code[p.start + i] = c }
            }
            if p.value {
                let name = Array("__L\(number)()")
                guard name.count <= p.end - p.start + 1 else { return nil }
                for (i, c) in name.enumerated() { text[p.start + i] = c; code[p.start + i] = c }
                let written = String(original[p.start...p.end]).filter { isIdentifierCharacter($0) || $0 == "." }
                tail += "\nfileprivate func __L\(number)<T>() -> T { AccordPreviewLeftOut.value(\"\(written)\") }"
                number += 1
                continue
            }
            guard p.placeholder else { continue }
            let name = Array("__L\(number)")
            guard name.count <= p.end - p.start + 1 else { return nil }
            for (i, c) in name.enumerated() { text[p.start + i] = c; code[p.start + i] = c }
            let shown = String(p.what.prefix(while: { isIdentifierCharacter($0) }))
            let argument = firstArgument(of: p, text: original, code: originalCode)
            if ["Text", "Label"].contains(shown), let argument {
                // Text whose content could not be compiled: a line of text redacted, as long as
                // what the user wrote for it (`recipe.title`).
                tail += "\nfileprivate var __L\(number): Text { Text(accordPreviewLeftOut: \"\(argument)\") }"
            } else if shown == "Image", firstLabel(of: p, code: originalCode) == "systemName" {
                // A symbol whose name could not be compiled: a symbol of the font's size, the one
                // SF Symbols has for "unknown" (`Image(systemName: category.iconName)`).
                tail += "\nfileprivate var __L\(number): Image { Image(systemName: \"questionmark.square.dashed\") }"
            } else if shown == "Image", let argument, firstLabel(of: p, code: originalCode) == nil {
                // An image whose name could not be compiled: a missing image, as SwiftUI sizes one.
                tail += "\nfileprivate var __L\(number): Image { Image(accordPreviewLeftOut: \"\(argument)\") }"
            } else if shown == "ForEach" {
                // (As large as its name: how many rows the app's data gives is not known.)
                tail += "\nfileprivate var __L\(number): AccordPreviewLeftOutView { AccordPreviewLeftOutView(\"ForEach\", fitting: true) }"
            } else {
                tail += "\nfileprivate var __L\(number): AccordPreviewLeftOutView { AccordPreviewLeftOutView(\"\(shown)\") }"
            }
            number += 1
        }
        if !tail.isEmpty {
            tail += "\n@_spi(AccordPreview) import Accord\n"
            text += Array(tail)
            code += tail.map { $0 == "\n" ? "\n" : " " }
        }
        return (text, code, number - firstNumber)
    }
}

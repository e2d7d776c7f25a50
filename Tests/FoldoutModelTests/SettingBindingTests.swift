import FoldoutCore
import FoldoutModel
import Testing

@Suite @MainActor struct SettingBindingTests {
    @Test func readsWritesAndTellsObserversUntilCancelled() {
        let store = InMemorySetting(true)
        let binding = store.binding
        var heard: [Bool] = []
        let observation = binding.observe { heard.append($0) }
        #expect(binding.value && store.observerCount == 1)
        #expect(binding.write(false))
        #expect(!store.value && heard == [false])
        store.value = true // a change made elsewhere
        #expect(binding.value && heard == [false, true])
        observation.cancel()
        observation.cancel() // twice is harmless
        #expect(store.observerCount == 0)
        binding.write(false)
        #expect(heard == [false, true])
    }

    @Test func aLockedSettingRefusesWrites() {
        let store = InMemorySetting("dark")
        store.isWritable = false
        #expect(!store.binding.isWritable && !store.binding.write("light") && store.value == "dark")
    }

    @Test func mapSeesTheSettingAsTheAppsOwnType() {
        enum Scheme: String { case light, dark }
        let store = InMemorySetting("light")
        let scheme = store.binding.map(read: { Scheme(rawValue: $0) ?? .light }, write: { $0.rawValue })
        var heard: [Scheme] = []
        let observation = scheme.observe { heard.append($0) }
        scheme.write(.dark)
        #expect(store.value == "dark" && scheme.value == .dark && heard == [.dark])
        observation.cancel()
    }

    @Test func bindingsByKeyAreTyped() {
        var settings = SettingBindings()
        settings.bind("animations", to: SettingBinding.inMemory(true))
        settings.bind("style", to: SettingBinding.inMemory("dark"))
        #expect(settings.binding("animations", as: Bool.self)?.value == true)
        #expect(settings.binding("animations", as: String.self) == nil)
        #expect(settings.binding("style", as: String.self)?.value == "dark")
        #expect(settings.binding("missing", as: Bool.self) == nil)
        #expect(settings.keys == ["animations", "style"])
    }
}
